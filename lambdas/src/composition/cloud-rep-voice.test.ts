import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as RepVoiceAdapter from '../adapters/bedrock/bedrock-rep-voice.js';
import { stubCloudEnv } from '../../test/cloud.js';
import type { RepVoiceInput } from '../domain/practice/practice.js';

/**
 * How many times the Bedrock voice's module was evaluated, and the options of each voice built; a
 * built one answers without calling Bedrock (the adapter's own tests cover the calls).
 */
const bedrock = vi.hoisted(() => ({ loads: 0, built: [] as { modelId: string }[] }));
vi.mock('../adapters/bedrock/bedrock-rep-voice.js', async (importOriginal) => {
  bedrock.loads += 1;
  const original = await importOriginal<typeof RepVoiceAdapter>();
  class RecordedVoice extends original.BedrockRepVoice {
    constructor(options: ConstructorParameters<typeof original.BedrockRepVoice>[0]) {
      super(options);
      bedrock.built.push(options);
    }
    override speak() {
      return Promise.resolve('from the model');
    }
  }
  return { ...original, BedrockRepVoice: RecordedVoice };
});

async function freshVoice() {
  vi.resetModules();
  const { repVoice } = await import('./cloud-rep-voice.js');
  return repVoice();
}

const LINE = { text: 'Our policy is that the charge stays.', tactic: 'policy' } as const;
const input = (deltas: string[]): RepVoiceInput =>
  ({
    turns: [{ role: 'person', content: 'I want it back.' }],
    lang: 'en',
    level: 'easy',
    planned: LINE,
    onDelta: (text: string) => deltas.push(text),
  }) as unknown as RepVoiceInput;

beforeEach(() => {
  bedrock.loads = 0;
  bedrock.built = [];
  stubCloudEnv();
});
afterEach(() => vi.unstubAllEnvs());

describe('the cloud practice rep’s voice', () => {
  it('is Bedrock by default, loaded on the first line, not at cold start', async () => {
    const voice = await freshVoice();
    expect(bedrock.loads).toBe(0);
    await expect(voice.speak(input([]))).resolves.toBe('from the model');
    await voice.speak(input([]));
    expect(bedrock.loads).toBe(1);
    expect(bedrock.built).toEqual([expect.objectContaining({ modelId: 'anthropic.claude-test' })]);
  });

  it('is the rules’ own words when the stack chose the offline assistant, and never loads Bedrock', async () => {
    vi.stubEnv('LANE_ASSISTANT', 'offline');
    const deltas: string[] = [];
    await expect((await freshVoice()).speak(input(deltas))).resolves.toBe(LINE.text);
    expect(deltas.join('')).toBe(LINE.text);
    expect(bedrock.loads).toBe(0);
  });
});
