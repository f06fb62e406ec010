import { METRIC, accessRevokedSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import type { Clock } from '../../domain/clock.js';
import type { PassStore } from '../../domain/passes/pass-store.js';
import type { SessionGenerations } from '../../domain/sessions/session.js';
import { revokePass } from '../../domain/passes/revoke-pass.js';
import { eventConsumer } from '../../eventbridge/consumer.js';
import { MetricUnit, metrics } from '../../observability.js';

/** AccessRevoked (refund or dispute) → the pass ends now. */
export const createRevokeAccessConsumer = (
  deps: () => { passes: PassStore; clock: Clock; generations: SessionGenerations },
) =>
  eventConsumer('revoke-access', accessRevokedSchema, async (revoked) => {
    const ended = await revokePass(deps(), revoked);
    if (ended) metrics.addMetric(METRIC.passRevoked, MetricUnit.Count, 1);
    return ended ? 'revoked' : 'no_open_pass';
  });

export const handler = createRevokeAccessConsumer(() => ({
  passes: cloud.passStore(),
  clock: cloud.clock,
  generations: cloud.sessionGenerations(),
}));
