import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context, EventBridgeEvent } from 'aws-lambda';
import type { StreamingHttpHandler } from '../http/streaming.js';
import type { Ports } from '../ports.js';
import { createGrantAccessConsumer } from './consumers/grant-access.js';
import { createRevokeAccessConsumer } from './consumers/revoke-access.js';
import { createSendReceiptConsumer } from './consumers/send-receipt.js';
import { createAccessAdminHandler } from './http/access-admin.js';
import { createAccessHandler } from './http/access.js';
import { createCheckoutConfirmHandler } from './http/checkout-confirm.js';
import { createChatHandler } from './http/chat.js';
import { createEscalateHandler } from './http/escalate.js';
import { createCheckoutHandler } from './http/checkout.js';
import { createSessionDeleteHandler } from './http/session-delete.js';
import { createSessionGetHandler } from './http/session-get.js';
import { createStripeWebhookHandler } from './http/stripe-webhook.js';

export type HttpApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;
export type EventConsumerHandler = (
  event: EventBridgeEvent<string, unknown>,
  context: Context,
) => Promise<unknown>;

/**
 * Every HTTP API handler by its name in the shared route table (the routes not marked `streaming`),
 * built on the given ports. The local stack mounts these; each handler file's own `handler` export
 * is what the cloud deploys.
 */
export function createHttpHandlers(ports: () => Ports): Record<string, HttpApiHandler> {
  return {
    checkout: createCheckoutHandler(ports),
    'checkout-confirm': createCheckoutConfirmHandler(ports),
    'stripe-webhook': createStripeWebhookHandler(ports),
    access: createAccessHandler(ports),
    'access-admin': createAccessAdminHandler(ports),
    'session-get': createSessionGetHandler(ports),
    'session-delete': createSessionDeleteHandler(ports),
    escalate: createEscalateHandler(ports),
  };
}

/** Every response-streaming handler by its name in the shared route table (routes marked `streaming`). */
export function createStreamingHandlers(ports: () => Ports): Record<string, StreamingHttpHandler> {
  return { chat: createChatHandler(ports) };
}

/** Every EventBridge consumer by its name in the shared event rules. */
export function createEventConsumers(ports: () => Ports): Record<string, EventConsumerHandler> {
  return {
    'grant-access': createGrantAccessConsumer(ports) as EventConsumerHandler,
    'send-receipt': createSendReceiptConsumer(ports) as EventConsumerHandler,
    'revoke-access': createRevokeAccessConsumer(ports) as EventConsumerHandler,
  };
}
