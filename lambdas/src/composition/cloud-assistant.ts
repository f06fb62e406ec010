import { BedrockAssistant } from '../adapters/bedrock/bedrock-assistant.js';
import { createBedrockClient } from '../adapters/bedrock/client.js';
import type { AnswerProducer } from '../domain/chat/assistant.js';
import { env, once } from './cloud.js';

/** A producer built on its first answer: `load` runs then, not at cold start. */
function onFirstAnswer(load: () => Promise<AnswerProducer>): AnswerProducer {
  let loading: Promise<AnswerProducer> | undefined;
  return { produce: async (input) => (await (loading ??= load())).produce(input) };
}

/** Bedrock, unless the stack explicitly chose the offline assistant as its fallback. */
export const assistant = /* @__PURE__ */ once((): AnswerProducer => {
  const config = env();
  /*
   * The offline assistant (its copy for every area) is only reached when the stack chose it:
   * LaneFunction bundles with `process.env.LANE_ASSISTANT` replaced by that choice, so in a Bedrock
   * deployment this branch is dead code and esbuild leaves the module out of the bundle. Hence the
   * variable itself here, not config's copy of it, and the import inside the branch.
   */
  if (process.env['LANE_ASSISTANT'] === 'offline') {
    return onFirstAnswer(() =>
      import('../adapters/offline-assistant/offline-assistant.js').then(
        ({ OfflineAssistant }) => new OfflineAssistant(),
      ),
    );
  }
  return new BedrockAssistant({
    client: createBedrockClient(),
    modelId: config.LANE_BEDROCK_MODEL_ID,
    ...(config.LANE_BEDROCK_GUARDRAIL_ID ? { guardrailId: config.LANE_BEDROCK_GUARDRAIL_ID } : {}),
    ...(config.LANE_BEDROCK_GUARDRAIL_VERSION
      ? { guardrailVersion: config.LANE_BEDROCK_GUARDRAIL_VERSION }
      : {}),
  });
});
