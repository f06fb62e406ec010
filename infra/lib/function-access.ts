import type { IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Ai } from './constructs/ai.js';
import type { Data, ItemGrant } from './constructs/data.js';
import type { Mail } from './constructs/mail.js';
import type { SecretName, Secrets } from './constructs/secrets.js';

/** What one function may touch. Anything not listed here it cannot do. */
export interface FunctionAccess {
  readonly items?: readonly ItemGrant[];
  readonly secrets?: readonly SecretName[];
  readonly sendMail?: boolean;
  readonly publishEvents?: boolean;
  readonly invokeModel?: boolean;
}

/**
 * Least privilege, per HTTP handler, read from what each handler and its domain functions call
 * (lambdas/src/handlers, domain, adapters/dynamodb). The session key also keys the fingerprints
 * that name rate-limit counters and ended passes, hence its presence beside most table access.
 */
export const HTTP_ACCESS: Readonly<Record<string, FunctionAccess>> = {
  // Rate-limits by IP, then asks Stripe for a checkout session.
  checkout: {
    items: [{ actions: ['UpdateItem'], items: ['rate'] }],
    secrets: ['stripeSecretKey', 'sessionKey'],
  },
  // Rate-limits by IP, asks Stripe whether the session is paid, grants exactly once (a transaction
  // of three puts that checks no refund came first), reads when an earlier grant landed, and signs
  // the session cookie in the email's session generation. It publishes nothing: the webhook's
  // purchase reaches grant-access whoever granted first.
  'checkout-confirm': {
    items: [
      { actions: ['UpdateItem'], items: ['rate'] },
      { actions: ['GetItem'], items: ['pass', 'checkout', 'sessionGeneration'] },
      { actions: ['PutItem'], items: ['checkout', 'pass', 'endedPass'] },
      { actions: ['ConditionCheckItem'], items: ['revoked'] },
    ],
    secrets: ['stripeSecretKey', 'sessionKey'],
  },
  // Verifies the signature and publishes; it never touches the table (Stripe is asked for a
  // charge's email when a refund or dispute does not carry one).
  'stripe-webhook': {
    secrets: ['stripeWebhookSecret', 'stripeSecretKey'],
    publishEvents: true,
  },
  // Rate limits, the pass or its ended memory, the session generation, and for the admin a
  // one-time code by mail (a pending one is read back, given a new 10 minutes and mailed again).
  access: {
    items: [
      { actions: ['UpdateItem'], items: ['rate', 'adminCode'] },
      { actions: ['GetItem'], items: ['pass', 'endedPass', 'adminCode', 'sessionGeneration'] },
      { actions: ['PutItem'], items: ['adminCode'] },
    ],
    secrets: ['adminEmail', 'sessionKey'],
    sendMail: true,
  },
  // Spends a try on the code, checks it and spends the code; the session generation for the cookie.
  'access-admin': {
    items: [
      { actions: ['UpdateItem'], items: ['rate', 'adminCode'] },
      { actions: ['GetItem'], items: ['adminCode', 'sessionGeneration'] },
      { actions: ['DeleteItem'], items: ['adminCode'] },
    ],
    secrets: ['adminEmail', 'sessionKey'],
  },
  // Re-reads the pass behind the cookie (or checks the admin address) and its session generation.
  'session-get': {
    items: [{ actions: ['GetItem'], items: ['pass', 'endedPass', 'sessionGeneration'] }],
    secrets: ['sessionKey', 'adminEmail'],
  },
  // Clears the cookie and, for a valid session, raises its email's session generation.
  'session-delete': {
    items: [{ actions: ['UpdateItem'], items: ['sessionGeneration'] }],
    secrets: ['sessionKey'],
  },
  // Reads the pass behind the session, counts the session's fair-use limit, asks the model.
  chat: {
    items: [
      { actions: ['GetItem'], items: ['pass', 'endedPass', 'sessionGeneration'] },
      { actions: ['UpdateItem'], items: ['rate'] },
    ],
    secrets: ['sessionKey', 'adminEmail'],
    invokeModel: true,
  },
  // Reads the pass behind the session and counts its fair-use limit; writes the counter alone and
  // calls no model (the ladder and the complaint are built by rules).
  escalate: {
    items: [
      { actions: ['GetItem'], items: ['pass', 'endedPass', 'sessionGeneration'] },
      { actions: ['UpdateItem'], items: ['rate'] },
    ],
    secrets: ['sessionKey', 'adminEmail'],
  },
};

/**
 * Per EventBridge consumer. Each step of a purchase has one owner: grant-access grants and
 * announces the pass (PassGranted), send-receipt only reads the pass and mails.
 */
export const CONSUMER_ACCESS: Readonly<Record<string, FunctionAccess>> = {
  // The same exactly-once grant as checkout-confirm, then PassGranted on the bus.
  'grant-access': {
    items: [
      { actions: ['GetItem'], items: ['pass', 'checkout'] },
      { actions: ['PutItem'], items: ['checkout', 'pass', 'endedPass'] },
      { actions: ['ConditionCheckItem'], items: ['revoked'] },
    ],
    secrets: ['sessionKey'],
    publishEvents: true,
  },
  // Reads the pass (no pass, no receipt; else until when it is valid), claims the receipt once,
  // mails it, and gives the claim back if the mail fails. It grants nothing.
  'send-receipt': {
    items: [
      { actions: ['GetItem'], items: ['pass'] },
      { actions: ['PutItem', 'DeleteItem'], items: ['receipt'] },
    ],
    sendMail: true,
  },
  // Remembers the refund or dispute by checkout and payment intent, ends the pass (deletes it and
  // remembers, under a fingerprint, that it ended) and every session of it.
  'revoke-access': {
    items: [
      { actions: ['GetItem', 'DeleteItem'], items: ['pass'] },
      { actions: ['PutItem'], items: ['endedPass', 'revoked'] },
      { actions: ['UpdateItem'], items: ['sessionGeneration'] },
    ],
    secrets: ['sessionKey'],
  },
};

/** The access of a named function; a handler the table does not list is an error, not "no access". */
export function accessOf<A>(table: Readonly<Record<string, A>>, name: string): A {
  const access = table[name];
  if (!access) {
    throw new Error(
      `No access is declared for the function "${name}": add it to infra/lib/function-access.ts.`,
    );
  }
  return access;
}

/** The resources a function's access can name. */
export interface AccessTargets {
  readonly data: Data;
  readonly secrets: Secrets;
  readonly mail: Mail;
  /** Absent when the cloud assistant is the offline one: then no function may call Bedrock. */
  readonly ai?: Ai;
  /** Absent where nothing may publish. */
  readonly bus?: IEventBus;
}

export function grantAccess(grantee: IGrantable, access: FunctionAccess, targets: AccessTargets): void {
  if (access.items?.length) targets.data.grantItems(grantee, access.items);
  if (access.secrets?.length) targets.secrets.grantRead(grantee, access.secrets);
  if (access.sendMail) targets.mail.grantSend(grantee);
  if (access.invokeModel && targets.ai) targets.ai.grantInvoke(grantee);
  if (access.publishEvents) {
    if (!targets.bus)
      throw new Error('A function that publishes events needs the bus among its access targets.');
    targets.bus.grantPutEventsTo(grantee);
  }
}
