import { LaneError } from '../../domain/errors.js';

/**
 * AWS names these when the caller's identity is the problem: a missing or expired key, a role
 * without bedrock:InvokeModel, a model the account has no access to. Nothing to retry.
 */
const CREDENTIAL_ERRORS = new Set([
  'AccessDeniedException',
  'UnrecognizedClientException',
  'ExpiredTokenException',
  'InvalidSignatureException',
  'IncompleteSignatureException',
  'MissingAuthenticationTokenException',
  'InvalidClientTokenId',
  'CredentialsProviderError',
  'TokenProviderError',
]);

/** Busy or warming up: worth another try after a pause, while the time budget lasts. */
const TRANSIENT_ERRORS = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
]);

const MAX_DETAIL_CHARS = 200;

function nameOf(error: unknown): string {
  if (error instanceof Error) return error.name || 'Error';
  return 'UnknownError';
}

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_DETAIL_CHARS ? `${text.slice(0, MAX_DETAIL_CHARS - 1)}…` : text;
}

export interface ClassifiedBedrockError {
  readonly name: string;
  readonly retryable: boolean;
  readonly error: LaneError;
}

/** Maps an SDK failure to the shared error codes the chat route answers with. */
export function classifyBedrockError(error: unknown, modelId: string): ClassifiedBedrockError {
  const name = nameOf(error);
  if (CREDENTIAL_ERRORS.has(name)) {
    return {
      name,
      retryable: false,
      error: new LaneError('ai_configuration', undefined, {
        detail: 'credentials',
        details: `Amazon Bedrock rejected the AWS credentials or API key (${name}). Check the function's IAM role, its bedrock:InvokeModel (and, streaming, bedrock:InvokeModelWithResponseStream) permission and model access for ${modelId}.`,
      }),
    };
  }
  // A wrong model id is a configuration mistake, not a model failure a retry could fix.
  if (name === 'ResourceNotFoundException') {
    return {
      name,
      retryable: false,
      error: new LaneError('ai_configuration', undefined, {
        detail: 'model_not_found',
        details: `Amazon Bedrock found no model ${modelId} for these credentials (${name}). Check LANE_BEDROCK_MODEL_ID and the model access of the API key or role.`,
      }),
    };
  }
  if (TRANSIENT_ERRORS.has(name)) {
    return {
      name,
      retryable: true,
      error: new LaneError('ai_unavailable', undefined, { detail: 'busy', details: name }),
    };
  }
  return {
    name,
    retryable: false,
    error: new LaneError('ai_error', undefined, {
      detail: 'failed',
      details: `${name}: ${messageOf(error)}`,
    }),
  };
}
