import 'aws-sdk-client-mock-vitest/extend';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  CLOUD_NOW as NOW,
  aws,
  cloudConsumer,
  endedItem,
  expectNothingWritten,
  givenItem,
  passItem,
} from '../../../test/cloud.js';
import { HOUR_MS } from '../../domain/clock.js';

const deliver = cloudConsumer(() => import('./revoke-access.js'), 'AccessRevoked');

describe('revoke-access consumer (cloud handler)', () => {
  it('ends an open pass now: deletes the pass and remembers it ended, in one transaction', async () => {
    givenItem(passItem('ana@example.com', new Date(NOW.getTime() - HOUR_MS), 48));
    expect(await deliver({ reason: 'refunded', email: 'Ana@Example.com', paymentIntentId: 'pi_1' })).toBe(
      'revoked',
    );
    const items = aws.documents.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Delete?.Key).toEqual({ pk: 'EMAIL#ana@example.com' });
    expect(items[1]!.Put?.Item).toEqual(endedItem('ana@example.com', 48, NOW));
  });

  it('changes nothing when there is no open pass (a redelivery, or a pass that already ended)', async () => {
    expect(await deliver({ reason: 'disputed', email: 'ana@example.com' })).toBe('no_open_pass');
    givenItem(passItem('ana@example.com', new Date(NOW.getTime() - 49 * HOUR_MS), 48));
    expect(await deliver({ reason: 'disputed', email: 'ana@example.com' })).toBe('no_open_pass');
    expectNothingWritten();
  });

  it('ends no pass when Stripe did not say whose it was, but remembers the payment so its purchase grants nothing later', async () => {
    expect(await deliver({ reason: 'disputed', paymentIntentId: 'pi_1' })).toBe('no_open_pass');
    expect(aws.documents.commandCalls(PutCommand).map((call) => call.args[0].input.Item?.['pk'])).toEqual([
      'REVOKED#pi_1',
    ]);
    expect(aws.documents).not.toHaveReceivedCommand(TransactWriteCommand);
  });

  it('rejects a detail that does not match the shared schema and writes nothing', async () => {
    await expect(deliver({ reason: 'chargeback', email: 'ana@example.com' })).rejects.toThrow(
      /does not match its schema/,
    );
    expectNothingWritten();
  });
});
