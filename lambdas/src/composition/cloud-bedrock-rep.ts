import { BedrockRepVoice } from '../adapters/bedrock/bedrock-rep-voice.js';
import { createBedrockClient } from '../adapters/bedrock/client.js';
import type { CloudEnv } from '../config/env.js';
import type { RepVoice } from '../domain/practice/practice.js';

/** The practice function's Bedrock rep voice, with its one client (imported on the first line). */
export function bedrockRepVoice(config: CloudEnv): RepVoice {
  return new BedrockRepVoice({
    client: createBedrockClient(),
    modelId: config.LANE_BEDROCK_MODEL_ID,
    ...(config.LANE_BEDROCK_GUARDRAIL_ID ? { guardrailId: config.LANE_BEDROCK_GUARDRAIL_ID } : {}),
    ...(config.LANE_BEDROCK_GUARDRAIL_VERSION
      ? { guardrailVersion: config.LANE_BEDROCK_GUARDRAIL_VERSION }
      : {}),
  });
}
