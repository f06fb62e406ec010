import type { AdminCodeStore } from './domain/access/admin-codes.js';
import type { AnswerProducer } from './domain/chat/assistant.js';
import type { PaymentGateway } from './domain/checkout/payment-gateway.js';
import type { WebhookVerifier } from './domain/checkout/payment-webhook.js';
import type { Clock } from './domain/clock.js';
import type { EventPublisher } from './domain/events/event-publisher.js';
import type { Mailer } from './domain/mail/mailer.js';
import type { ReceiptLedger } from './domain/mail/send-receipt.js';
import type { PassStore } from './domain/passes/pass-store.js';
import type { RateCounter } from './domain/rate-limit/rate-limit.js';
import type { AdminEmailSource, SessionGenerations, SessionTokens } from './domain/sessions/session.js';

/**
 * Everything the handlers need from the outside world. The cloud builds these on
 * AWS (composition/cloud.ts); the local stack builds them on its embedded stand-ins. Each handler
 * asks only for the ones it uses.
 */
export interface Ports {
  clock: Clock;
  passes: PassStore;
  sessions: SessionTokens;
  /** Raised when an email's sessions end everywhere (End session, refund, admin logout). */
  generations: SessionGenerations;
  adminEmail: AdminEmailSource;
  adminCodes: AdminCodeStore;
  rateCounter: RateCounter;
  receipts: ReceiptLedger;
  /** HMAC with a server key, for anything that must be recognisable but never stored in clear. */
  fingerprint: (value: string) => Promise<string>;
  mailer: Mailer;
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
