import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { describeChatFailure, EmptyAnswerError } from './chat-errors';

const apiError = (code: ApiError['code'], status: number, details?: string) =>
  new ApiError(
    code,
    status,
    code === 'network_error' || code === 'invalid_response'
      ? undefined
      : { error: code, message: 'm', details },
  );

describe('describeChatFailure', () => {
  it.each([
    [apiError('network_error', 0), 'connection'],
    [new EmptyAnswerError(), 'empty'],
    [apiError('invalid_response', 200), 'invalid_format'],
    [apiError('ai_configuration', 500), 'configuration'],
    [apiError('ai_error', 502, 'The API key is missing'), 'configuration'],
    [apiError('ai_error', 502, 'Invalid api_key supplied'), 'configuration'],
    [apiError('ai_error', 502), 'service'],
    [apiError('ai_unavailable', 503), 'unavailable'],
    [apiError('internal_error', 500), 'unavailable'],
    [new Error('something unexpected'), 'unavailable'],
    [apiError('rate_limited', 429), 'rate_limited'],
    [apiError('invalid_request', 400), 'invalid_request'],
    [apiError('payload_too_large', 413), 'invalid_request'],
  ])('maps %o to the %s notice', (error, notice) => {
    expect(describeChatFailure(error)).toMatchObject({ kind: 'notice', notice });
  });

  it('passes the service details on when they are not about configuration', () => {
    expect(describeChatFailure(apiError('ai_error', 502, 'The model timed out.'))).toEqual({
      kind: 'notice',
      notice: 'service',
      details: 'The model timed out.',
    });
  });

  it.each(['no_session', 'expired'] as const)('hands %s back to the page as lost access', (code) => {
    const error = apiError(code, code === 'expired' ? 403 : 401);
    expect(describeChatFailure(error)).toEqual({ kind: 'access_lost', error });
  });
});
