import type { ErrorCode } from '@lane/shared';

/** The default `message` of each error code: plain words for whoever reads the raw API answer. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, string>> = {
  invalid_request: 'The request is not in the expected form.',
  invalid_email: 'Please enter a valid email address.',
  invalid_product: 'That pass does not exist. Choose the 48-hour or the 30-day pass.',
  invalid_signature: 'The webhook signature could not be verified.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'Send the request body as JSON (Content-Type: application/json).',
  no_session: 'There is no active session in this browser. Enter your email on the access page.',
  invalid_code: 'That code is not right or has expired. Check the latest email from Lane.',
  unpaid: 'This payment has not been completed yet.',
  expired: 'Your access has expired. Please purchase another access pass.',
  not_found: 'We could not find that checkout.',
  no_pass: 'There is no active pass for this email. Check the address you used at checkout, or buy a pass.',
  method_not_allowed: 'That method is not allowed here.',
  rate_limited: 'Too many attempts. Please wait a moment and try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
  ai_configuration: 'The AI service is not properly configured. Please contact support.',
  payment_unavailable: 'There was an issue processing your payment. Please try again.',
  ai_error: 'The AI service encountered an error. Please try again.',
  ai_unavailable: 'The AI service is busy or unavailable. Please try again in a few moments.',
  service_unavailable: 'Lane’s database is restarting. Please try again in a few seconds.',
};
