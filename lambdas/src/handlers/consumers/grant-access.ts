import { accessPurchasedSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { grantPass, type GrantPassDeps } from '../../domain/passes/grant-pass.js';
import { eventConsumer } from '../../eventbridge/consumer.js';
import { countGrant, emailHash, logger } from '../../observability.js';

/** AccessPurchased → the pass, exactly once per checkout session. */
export const createGrantAccessConsumer = (deps: () => GrantPassDeps) =>
  eventConsumer('grant-access', accessPurchasedSchema, async (purchase) => {
    const outcome = await grantPass(deps(), purchase);
    countGrant(outcome);
    if (outcome.outcome === 'granted') {
      logger.info('Pass granted', {
        checkout: purchase.checkoutSessionId,
        emailHash: emailHash(purchase.email),
        extended: outcome.extended,
      });
    }
    return outcome.outcome;
  });

export const handler = createGrantAccessConsumer(() => ({ passes: cloud.passStore(), clock: cloud.clock }));
