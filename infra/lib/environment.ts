import type { CloudEnv } from '@lane/lambdas/config/env';

/**
 * Every variable the functions' env.ts reads, each named here (the compiler refuses a missing one,
 * so a variable added to env.ts cannot be forgotten by the stack). Undefined leaves it unset.
 */
export type CloudEnvironment = Readonly<Record<keyof CloudEnv, string | undefined>>;

/** The variables that have a value, as Lambda takes them. */
export function environmentVariables(environment: CloudEnvironment): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
