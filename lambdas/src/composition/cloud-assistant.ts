import type { AnswerProducer } from '../domain/chat/assistant.js';
import { env, once } from './cloud.js';

/** A producer built on its first answer: `load` runs then, not at cold start. */
function onFirstAnswer(load: () => Promise<AnswerProducer>): AnswerProducer {
  let loading: Promise<AnswerProducer> | undefined;
  return { produce: async (input) => (await (loading ??= load())).produce(input) };
}

/**
 * Bedrock, unless the stack explicitly chose the offline assistant as its fallback. Either is
 * imported on the first answer, not at cold start: the chat function's bundle is then split into
 * files (infra/lib/bundle/lambda-bundle.ts, `split`), and Bedrock's client, its HTTP/2 handler and
 * event-stream serde, the adapter and the answer tool are in files the cold start does not read
 * (docs/lambda-bundles.md, the fifth pass).
 */
export const assistant = /* @__PURE__ */ once((): AnswerProducer => {
  const config = env();
  /*
   * The offline assistant (its copy for every area) is only reached when the stack chose it:
   * LaneFunction bundles with `process.env.LANE_ASSISTANT` replaced by that choice, so in a Bedrock
   * deployment this branch is dead code and esbuild leaves the module out of the bundle (and in an
   * offline one, Bedrock's). Hence the variable itself here, not config's copy of it, and each
   * import inside its branch.
   */
  return process.env['LANE_ASSISTANT'] === 'offline'
    ? onFirstAnswer(() =>
        import('../adapters/offline-assistant/offline-assistant.js').then(
          ({ OfflineAssistant }) => new OfflineAssistant(),
        ),
      )
    : onFirstAnswer(() =>
        import('./cloud-bedrock.js').then(({ bedrockAssistant }) => bedrockAssistant(config)),
      );
});
