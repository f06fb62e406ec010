import { BedrockAssistant } from '../adapters/bedrock/bedrock-assistant.js';
import { createBedrockClient } from '../adapters/bedrock/client.js';
import type { CloudEnv } from '../config/env.js';
import type { AnswerProducer } from '../domain/chat/assistant.js';

/**
 * The Bedrock assistant of a function, with its one client. Imported by cloud-assistant.ts on the
 * first answer, so none of this module's imports is read at cold start.
 */
export function bedrockAssistant(config: CloudEnv): AnswerProducer {
  return new BedrockAssistant({
    client: createBedrockClient(),
    modelId: config.LANE_BEDROCK_MODEL_ID,
    ...(config.LANE_BEDROCK_GUARDRAIL_ID ? { guardrailId: config.LANE_BEDROCK_GUARDRAIL_ID } : {}),
    ...(config.LANE_BEDROCK_GUARDRAIL_VERSION
      ? { guardrailVersion: config.LANE_BEDROCK_GUARDRAIL_VERSION }
      : {}),
  });
}
