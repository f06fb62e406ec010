import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';

/**
 * Claude Haiku 4.5 through the US cross-region inference profile: fast, inexpensive, good at
 * both languages and reliable with a forced tool call. Override with LANE_BEDROCK_MODEL_ID.
 */
export const DEFAULT_BEDROCK_MODEL_ID = 'us.anthropic.claude-haiku-4-5-20251001-v1:0';

/**
 * The one Bedrock client of a function, created at module scope and injected. The SDK's own
 * retries are off because BedrockAssistant retries within its time budget; both at once could
 * outlast API Gateway's 30 seconds.
 */
export function createBedrockClient(options: { region?: string } = {}): BedrockRuntimeClient {
  return new BedrockRuntimeClient({ ...(options.region ? { region: options.region } : {}), maxAttempts: 1 });
}
