import { createHash } from 'node:crypto';
import {
  ADMIN_CODE_MAX_ATTEMPTS,
  getPlan,
  parseEventDetail,
  type AccessPurchased,
  type EventDetail,
  type EventName,
} from '@lane/shared';
import type { AdminCodeStore } from '../src/domain/access/admin-codes.js';
import type { AnswerProducer } from '../src/domain/chat/assistant.js';
import type {
  CheckoutRecord,
  CheckoutToCreate,
  PaymentGateway,
} from '../src/domain/checkout/payment-gateway.js';
import { paymentEventOf } from '../src/adapters/stripe/payment-events.js';
import type { VerifiedPaymentEvent, WebhookVerifier } from '../src/domain/checkout/payment-webhook.js';
import { InvalidWebhookSignature } from '../src/domain/checkout/payment-webhook.js';
import { DAY_MS, fixedClock } from '../src/domain/clock.js';
import type { EventPublisher } from '../src/domain/events/event-publisher.js';
import type { MailMessage, Mailer } from '../src/domain/mail/mailer.js';
import type { ReceiptLedger } from '../src/domain/mail/send-receipt.js';
import { grantPass } from '../src/domain/passes/grant-pass.js';
import { extendWindow, passEnd, passStatus, type Pass } from '../src/domain/passes/pass.js';
import type { EndedPass, GrantOutcome, GrantRequest, PassStore } from '../src/domain/passes/pass-store.js';
import type { RateCounter } from '../src/domain/rate-limit/rate-limit.js';
import type { SessionClaims, SessionGenerations, SessionTokens } from '../src/domain/sessions/session.js';
import type { Ports } from '../src/ports.js';

/**
 * In-memory stand-ins for every port, with DynamoDB's semantics where the domain relies on them
 * (an item past its end reads as absent, a checkout grants once), and one shared log of every
 * write so a test can say "nothing was written".
 */
export interface Write {
  port: string;
  action: string;
  key: string;
}

export class WriteLog {
  readonly writes: Write[] = [];
  record(port: string, action: string, key: string): void {
    this.writes.push({ port, action, key });
  }
  clear(): void {
    this.writes.length = 0;
  }
}

const ENDED_MEMORY_MS = 30 * DAY_MS;

export class MemoryPassStore implements PassStore {
  readonly passes = new Map<string, Pass>();
  readonly ended = new Map<string, { durationHours: number; endedAt: Date }>();
  readonly checkouts = new Map<string, Date>();
  readonly revoked = new Set<string>();
  readonly grantRequests: GrantRequest[] = [];

  constructor(private readonly log = new WriteLog()) {}

  /** Stages a pass as it would stand after its purchase (and remembers its end, as the real store does). */
  seed(pass: Pass): void {
    this.passes.set(pass.email, pass);
    this.ended.set(pass.email, { durationHours: pass.accessDurationHours, endedAt: passEnd(pass) });
  }

  async getPass(email: string, now: Date): Promise<Pass | undefined> {
    const pass = this.passes.get(email);
    return pass && passEnd(pass).getTime() > now.getTime() ? pass : undefined;
  }

  async grantOnce(request: GrantRequest): Promise<GrantOutcome> {
    this.grantRequests.push(request);
    if ([request.checkoutSessionId, request.paymentIntentId].some((id) => id && this.revoked.has(id))) {
      return { outcome: 'revoked' };
    }
    if (this.checkouts.has(request.checkoutSessionId)) {
      return {
        outcome: 'already_granted',
        pass: await this.getPass(request.email, request.now),
        grantedAt: this.checkouts.get(request.checkoutSessionId),
      };
    }
    const current = await this.getPass(request.email, request.now);
    const extended = current !== undefined && passStatus(current, request.now).state === 'active';
    const window = extendWindow(current, getPlan(request.productId).durationHours, request.now);
    const pass: Pass = { email: request.email, productId: request.productId, lang: request.lang, ...window };
    this.checkouts.set(request.checkoutSessionId, request.now);
    this.seed(pass);
    this.log.record('passes', 'grant', request.checkoutSessionId);
    return { outcome: 'granted', pass, extended };
  }

  async rememberRevocation(ids: readonly string[], _now?: Date): Promise<void> {
    for (const id of ids) {
      this.revoked.add(id);
      this.log.record('passes', 'revocation', id);
    }
  }

  async endPass(email: string, now: Date): Promise<boolean> {
    const pass = await this.getPass(email, now);
    if (!pass) return false;
    this.passes.delete(email);
    this.ended.set(email, { durationHours: pass.accessDurationHours, endedAt: now });
    this.log.record('passes', 'end', email);
    return true;
  }

  async getEndedPass(email: string, now: Date): Promise<EndedPass | undefined> {
    const ended = this.ended.get(email);
    if (!ended) return undefined;
    const t = now.getTime();
    if (ended.endedAt.getTime() > t || ended.endedAt.getTime() + ENDED_MEMORY_MS <= t) return undefined;
    return { durationHours: ended.durationHours, endedAt: ended.endedAt };
  }
}

export class MemoryAdminCodeStore implements AdminCodeStore {
  readonly codes = new Map<string, { codeHash: string; seed: string; attempts: number; expiresAt: Date }>();

  constructor(private readonly log = new WriteLog()) {}

  async putCode(
    email: string,
    code: { codeHash: string; seed: string },
    expiresAt: Date,
    now: Date,
  ): Promise<{ codeHash: string; attempts: number; seed?: string } | undefined> {
    const pending = this.codes.get(email);
    if (
      pending &&
      pending.expiresAt.getTime() > now.getTime() &&
      pending.attempts < ADMIN_CODE_MAX_ATTEMPTS
    ) {
      pending.expiresAt = expiresAt;
      this.log.record('adminCodes', 'renew', email);
      return { codeHash: pending.codeHash, attempts: pending.attempts, seed: pending.seed };
    }
    this.codes.set(email, { codeHash: code.codeHash, seed: code.seed, attempts: 0, expiresAt });
    this.log.record('adminCodes', 'put', email);
    return undefined;
  }

  async getCode(email: string, now: Date): Promise<{ codeHash: string; attempts: number } | undefined> {
    const code = this.codes.get(email);
    return code && code.expiresAt.getTime() > now.getTime()
      ? { codeHash: code.codeHash, attempts: code.attempts }
      : undefined;
  }

  async claimAttempt(
    email: string,
    now: Date,
  ): Promise<{ codeHash: string; attempts: number } | 'locked' | undefined> {
    const code = this.codes.get(email);
    if (!code || code.expiresAt.getTime() <= now.getTime()) return undefined;
    if (code.attempts >= ADMIN_CODE_MAX_ATTEMPTS) return 'locked';
    code.attempts += 1;
    this.log.record('adminCodes', 'attempt', email);
    return { codeHash: code.codeHash, attempts: code.attempts };
  }

  async deleteCode(email: string): Promise<void> {
    this.codes.delete(email);
    this.log.record('adminCodes', 'delete', email);
  }
}

export class MemorySessionGenerations implements SessionGenerations {
  readonly generations = new Map<string, number>();

  constructor(private readonly log = new WriteLog()) {}

  async current(email: string): Promise<number> {
    return this.generations.get(email) ?? 0;
  }

  async bump(email: string): Promise<void> {
    this.generations.set(email, (this.generations.get(email) ?? 0) + 1);
    this.log.record('generations', 'bump', email);
  }
}

export class MemoryRateCounter implements RateCounter {
  readonly counts = new Map<string, number>();

  constructor(private readonly log = new WriteLog()) {}

  async hit(scope: string, windowStart: number, _windowSeconds: number): Promise<number> {
    const key = `${scope}#${windowStart}`;
    const count = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, count);
    this.log.record('rateCounter', 'hit', key);
    return count;
  }
}

export class MemoryReceiptLedger implements ReceiptLedger {
  readonly claimed = new Set<string>();

  constructor(private readonly log = new WriteLog()) {}

  async claimReceipt(checkoutSessionId: string): Promise<boolean> {
    if (this.claimed.has(checkoutSessionId)) return false;
    this.claimed.add(checkoutSessionId);
    this.log.record('receipts', 'claim', checkoutSessionId);
    return true;
  }

  async releaseReceipt(checkoutSessionId: string): Promise<void> {
    this.claimed.delete(checkoutSessionId);
    this.log.record('receipts', 'release', checkoutSessionId);
  }
}

export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  /** The next sends fail with this error, one per entry. */
  readonly failures: Error[] = [];

  constructor(private readonly log = new WriteLog()) {}

  async send(message: MailMessage): Promise<void> {
    const failure = this.failures.shift();
    if (failure) throw failure;
    this.sent.push(message);
    this.log.record('mailer', 'send', message.to);
  }
}

export interface PublishedEvent {
  name: EventName;
  detail: EventDetail<EventName>;
}

export class RecordingEventPublisher implements EventPublisher {
  readonly published: PublishedEvent[] = [];

  constructor(private readonly log = new WriteLog()) {}

  /** Holds details to the shared schemas, as the real publishers do. */
  async publish<N extends EventName>(name: N, detail: EventDetail<N>): Promise<void> {
    parseEventDetail(name, detail);
    this.published.push({ name, detail });
    this.log.record('events', 'publish', name);
  }
}

export class FakePaymentGateway implements PaymentGateway {
  readonly created: CheckoutToCreate[] = [];
  readonly checkouts = new Map<string, CheckoutRecord>();
  readonly chargeEmails = new Map<string, string>();
  readonly chargeLookups: string[] = [];
  /** When set, createCheckout fails with it (the processor is down). */
  failure: Error | undefined;

  /** A checkout the processor knows: paid, for the plan's price, unless the test says otherwise. */
  addCheckout(
    checkout: { id: string; paid?: boolean } & Partial<Omit<AccessPurchased, 'checkoutSessionId'>>,
  ): CheckoutRecord {
    const { id, paid = true, ...rest } = checkout;
    const productId = rest.productId ?? '48hour';
    const plan = getPlan(productId);
    const record: CheckoutRecord = {
      paid,
      purchase: {
        checkoutSessionId: id,
        email: 'ana@example.com',
        lang: 'en',
        amount: plan.priceCents,
        currency: plan.currency,
        ...rest,
        productId,
      },
    };
    this.checkouts.set(id, record);
    return record;
  }

  async createCheckout(checkout: CheckoutToCreate): Promise<{ url: string }> {
    if (this.failure) throw this.failure;
    this.created.push(checkout);
    return { url: `https://checkout.example.test/c/pay/cs_test_${this.created.length}` };
  }

  async getCheckout(sessionId: string): Promise<CheckoutRecord | undefined> {
    return this.checkouts.get(sessionId);
  }

  async emailForCharge(chargeId: string): Promise<string | undefined> {
    this.chargeLookups.push(chargeId);
    return this.chargeEmails.get(chargeId);
  }
}

/**
 * Session tokens that read time from the injected clock (the jose adapter reads the system clock),
 * so a test can move past a session's end.
 */
export class FakeSessionTokens implements SessionTokens {
  readonly issued: { claims: SessionClaims; expiresAt: Date; token: string }[] = [];

  constructor(private readonly clock: { now(): Date }) {}

  async issue(claims: SessionClaims, expiresAt: Date): Promise<string> {
    const token = `fake.${Buffer.from(JSON.stringify({ ...claims, exp: expiresAt.getTime() })).toString('base64url')}`;
    this.issued.push({ claims, expiresAt, token });
    return token;
  }

  async verify(token: string): Promise<SessionClaims | undefined> {
    const issued = this.issued.find((entry) => entry.token === token);
    if (!issued || issued.expiresAt.getTime() <= this.clock.now().getTime()) return undefined;
    return issued.claims;
  }
}

/** Accepts a body only when the signature header is exactly `valid:` + the sha256 of the body. */
export class FakeWebhookVerifier implements WebhookVerifier {
  static sign(body: string | Buffer): string {
    return `valid:${createHash('sha256').update(body).digest('hex')}`;
  }

  async verify(rawBody: Buffer, signature: string | undefined): Promise<VerifiedPaymentEvent> {
    if (!signature || signature !== FakeWebhookVerifier.sign(rawBody))
      throw new InvalidWebhookSignature('bad signature');
    let event: { id: string; type: string; data?: unknown };
    try {
      event = JSON.parse(rawBody.toString('utf8')) as typeof event;
    } catch {
      throw new InvalidWebhookSignature('not JSON');
    }
    return { id: event.id, type: event.type, payment: paymentEventOf(event) };
  }
}

/** A keyed-looking, one-way fingerprint: what the real one is, minus the key. */
export const fakeFingerprint = async (value: string): Promise<string> =>
  createHash('sha256').update(`test-key:${value}`).digest('base64url');

export const ADMIN_EMAIL = 'owner@lane.test';

/** The chat is tested where it lives; here it only has to exist. */
const notTheChat: AnswerProducer = {
  produce: async () => {
    throw new Error('The assistant is not part of these tests.');
  },
};
export const SITE_URL = 'https://lane.example.com';

export interface FakeWorld {
  log: WriteLog;
  clock: ReturnType<typeof fixedClock>;
  passes: MemoryPassStore;
  adminCodes: MemoryAdminCodeStore;
  rateCounter: MemoryRateCounter;
  receipts: MemoryReceiptLedger;
  mailer: RecordingMailer;
  events: RecordingEventPublisher;
  payments: FakePaymentGateway;
  sessions: FakeSessionTokens;
  generations: MemorySessionGenerations;
  webhooks: FakeWebhookVerifier;
  ports: Ports;
}

/** Every port, faked, sharing one write log and one clock. */
export function fakeWorld(at: Date | string = '2026-03-02T10:00:00.000Z'): FakeWorld {
  const log = new WriteLog();
  const clock = fixedClock(at);
  const passes = new MemoryPassStore(log);
  const adminCodes = new MemoryAdminCodeStore(log);
  const rateCounter = new MemoryRateCounter(log);
  const receipts = new MemoryReceiptLedger(log);
  const mailer = new RecordingMailer(log);
  const events = new RecordingEventPublisher(log);
  const payments = new FakePaymentGateway();
  const sessions = new FakeSessionTokens(clock);
  const generations = new MemorySessionGenerations(log);
  const webhooks = new FakeWebhookVerifier();
  const ports: Ports = {
    clock,
    passes,
    sessions,
    generations,
    adminEmail: async () => ADMIN_EMAIL,
    adminCodes,
    rateCounter,
    receipts,
    fingerprint: fakeFingerprint,
    mailer,
    events,
    payments,
    webhooks,
    siteUrl: SITE_URL,
    cookieSecure: true,
    producer: notTheChat,
  };
  return {
    log,
    clock,
    passes,
    adminCodes,
    rateCounter,
    receipts,
    mailer,
    events,
    payments,
    sessions,
    generations,
    webhooks,
    ports,
  };
}

/** A purchase of the default buyer, paid in full: a 48-hour pass unless the test says otherwise. */
export function aPurchase(overrides: Partial<AccessPurchased> = {}): AccessPurchased {
  const productId = overrides.productId ?? '48hour';
  const plan = getPlan(productId);
  return {
    checkoutSessionId: 'cs_test_1',
    email: 'ana@example.com',
    lang: 'en',
    amount: plan.priceCents,
    currency: plan.currency,
    ...overrides,
    productId,
  };
}

let seeded = 0;

/**
 * Prepares a pass as a purchase leaves it, bought at the world's clock: a 48-hour pass of
 * ana@example.com unless the test says otherwise (each seed is its own checkout).
 */
export async function seedPass(
  w: { passes: PassStore; clock: { now(): Date } },
  purchase: Partial<Pick<AccessPurchased, 'checkoutSessionId' | 'email' | 'productId' | 'lang'>> = {},
): Promise<Pass> {
  const outcome = await grantPass(w, {
    checkoutSessionId: `cs_test_seed${(seeded += 1)}`,
    email: 'ana@example.com',
    productId: '48hour',
    lang: 'en',
    ...purchase,
  });
  if (outcome.outcome === 'revoked' || !outcome.pass) throw new Error('The seeded pass was not granted.');
  return outcome.pass;
}
