import { passGrantedSchema } from '@lane/shared';
import * as cloud from '../../composition/cloud.js';
import { sendReceipt, type SendReceiptDeps } from '../../domain/mail/send-receipt.js';
import { eventConsumer } from '../../eventbridge/consumer.js';

/** PassGranted → one receipt email in the buyer's language. */
export const createSendReceiptConsumer = (deps: () => SendReceiptDeps) =>
  eventConsumer('send-receipt', passGrantedSchema, (granted) => sendReceipt(deps(), granted));

export const handler = createSendReceiptConsumer(() => ({
  passes: cloud.passStore(),
  receipts: cloud.receiptLedger(),
  mailer: cloud.mailer(),
  clock: cloud.clock,
  siteUrl: cloud.siteUrl(),
}));
