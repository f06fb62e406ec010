import { offlineVoice, type RepVoice } from '../domain/practice/practice.js';
import { env, once } from './cloud.js';

/** A voice built on its first line: `load` runs then, not at cold start. */
function onFirstLine(load: () => Promise<RepVoice>): RepVoice {
  let loading: Promise<RepVoice> | undefined;
  return { speak: async (input) => (await (loading ??= load())).speak(input) };
}

/**
 * The practice rep's voice in the cloud: the rules' own words when the stack runs the offline
 * assistant, a Bedrock rep persona otherwise, imported on the first line (like the chat's
 * assistant, cloud-assistant.ts) so Bedrock's client is not read at cold start. Either way the
 * rules decide the tactic, whether the rep gives way, and the whole scorecard.
 */
export const repVoice = /* @__PURE__ */ once((): RepVoice =>
  process.env['LANE_ASSISTANT'] === 'offline'
    ? offlineVoice
    : onFirstLine(() =>
        import('./cloud-bedrock-rep.js').then(({ bedrockRepVoice }) => bedrockRepVoice(env())),
      ),
);
