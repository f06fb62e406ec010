import { accessPurchasedSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { sendReceipt, type SendReceiptDeps } from '../../domain/mail/send-receipt.js';
import { eventConsumer } from '../../eventbridge/consumer.js';
import { countGrant } from '../../observability.js';

/** AccessPurchased → one receipt email in the buyer's language. */
export const createSendReceiptConsumer = (deps: () => SendReceiptDeps) =>
  eventConsumer('send-receipt', accessPurchasedSchema, async (purchase) => {
    const { receipt, grant } = await sendReceipt(deps(), purchase);
    countGrant(grant);
    return receipt;
  });

export const handler = createSendReceiptConsumer(() => ({
  passes: cloud.passStore(),
  receipts: cloud.receiptLedger(),
  mailer: cloud.mailer(),
  clock: cloud.clock,
  siteUrl: cloud.siteUrl(),
}));
