import { expect } from 'vitest';
import { LaneError } from '../src/domain/errors.js';

/** The LaneError a call failed with; fails the test when it succeeded or failed otherwise. */
export async function laneErrorOf(promise: Promise<unknown>): Promise<LaneError> {
  const outcome = await promise.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome))
    throw new Error(`Expected a LaneError, but the call succeeded with ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(LaneError);
  return outcome.error as LaneError;
}
