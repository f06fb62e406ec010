import type { AccessDeps } from './domain/access/check-access.js';
import type { AnswerProducer } from './domain/chat/assistant.js';
import type { PaymentGateway } from './domain/checkout/payment-gateway.js';
import type { WebhookVerifier } from './domain/checkout/payment-webhook.js';
import type { EventPublisher } from './domain/events/event-publisher.js';
import type { ReceiptLedger } from './domain/mail/send-receipt.js';

/**
 * Everything the handlers need from the outside world. The cloud builds these on
 * AWS (composition/cloud.ts); the local stack builds them on its embedded stand-ins. Each handler
 * asks only for the ones it uses. The access check's (`AccessDeps`: clock, passes, sessions and their
 * generations, the admin address and codes, mailer, rate counter, fingerprint) are declared there.
 */
export interface Ports extends AccessDeps {
  receipts: ReceiptLedger;
  events: EventPublisher;
  payments: PaymentGateway;
  webhooks: WebhookVerifier;
  /** Whoever writes the chat's sections: Bedrock, or the offline assistant. */
  producer: AnswerProducer;
  /** The public origin: where checkout returns to and what mail links to. */
  siteUrl: string;
  /** Secure cookies everywhere but the local stack on plain http. */
  cookieSecure: boolean;
}
