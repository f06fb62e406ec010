import { accessPurchasedSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { grantPurchase, type GrantPassDeps } from '../../domain/passes/grant-pass.js';
import type { EventPublisher } from '../../domain/events/event-publisher.js';
import { eventConsumer } from '../../eventbridge/consumer.js';
import { countGrant, emailHash, logger } from '../../observability.js';

/** AccessPurchased → the pass, exactly once per checkout session, then PassGranted for the receipt. */
export const createGrantAccessConsumer = (deps: () => GrantPassDeps & { events: EventPublisher }) =>
  eventConsumer('grant-access', accessPurchasedSchema, async (purchase) => {
    const outcome = await grantPurchase(deps(), purchase);
    countGrant(outcome);
    if (outcome.outcome === 'granted') {
      logger.info('Pass granted', {
        checkout: purchase.checkoutSessionId,
        emailHash: emailHash(outcome.pass.email),
        extended: outcome.extended,
      });
    }
    return outcome.outcome;
  });

export const handler = createGrantAccessConsumer(() => ({
  passes: cloud.passStore(),
  clock: cloud.clock,
  events: cloud.events(),
}));
