export * from './api.js';
export * from './api-paths.js';
export * from './chat-stream.js';
export * from './call-log.js';
export * from './coach.js';
export * from './email.js';
export * from './email-rule.js';
export * from './mask-email.js';
export * from './errors.js';
export * from './events.js';
export * from './language-schema.js';
export * from './languages.js';
export * from './lazy-schema.js';
export * from './locale-leaves.js';
export * from './pages.js';
export * from './plans.js';
export * from './plan-names.js';
export * from './security-headers.js';
export * from './session.js';
export * from './table.js';
export * from './template.js';

/** Where people reach a human. */
export const SUPPORT_EMAIL = 'support@lane.help';
export const PRODUCT_NAME = 'Lane';
export * from './metrics.js';
export * from './deadline-days.js';
