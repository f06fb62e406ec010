/**
 * The CloudWatch metrics the functions emit and the dashboard and alarms read: one list, so the
 * two can never drift apart.
 */
export const METRICS_NAMESPACE = 'Lane';
/** Powertools adds this as the `service` dimension of every metric. */
export const METRICS_SERVICE = 'lane';

export const METRIC = {
  purchaseCompleted: 'PurchaseCompleted',
  passGranted: 'PassGranted',
  passExtended: 'PassExtended',
  passRevoked: 'PassRevoked',
  webhookRejected: 'WebhookRejected',
  accessDenied: 'AccessDenied',
  rateLimited: 'RateLimited',
  chatRequests: 'ChatRequests',
  chatErrors: 'ChatErrors',
  modelLatency: 'ModelLatency',
  /** From asking the model to its first streamed token: what the person waits before words appear. */
  timeToFirstToken: 'TimeToFirstToken',
  inputTokens: 'InputTokens',
  outputTokens: 'OutputTokens',
  /** A route handler failed with an error that is not one of ours: it answered 500, Lambda saw success. */
  unhandledErrors: 'UnhandledErrors',
} as const;

/** ChatErrors carries the error class (an error code of errors.ts) as this extra dimension. */
export const CHAT_ERROR_CLASS_DIMENSION = 'ErrorClass';
