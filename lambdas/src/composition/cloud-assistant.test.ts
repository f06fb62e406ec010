import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BedrockAdapter from '../adapters/bedrock/bedrock-assistant.js';
import { stubCloudEnv } from '../../test/cloud.js';

/** How many times the offline assistant's module was evaluated (each test starts from fresh modules). */
const offline = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../adapters/offline-assistant/offline-assistant.js', async (importOriginal) => {
  offline.loads += 1;
  return importOriginal();
});

/**
 * How many times Bedrock's adapter module was evaluated, and the options of each BedrockAssistant
 * built; a built one answers without calling Bedrock (the adapter's own tests cover the calls).
 */
const bedrock = vi.hoisted(() => ({ loads: 0, built: [] as { modelId: string }[] }));
const BEDROCK_ANSWER = { bedrock: true };
vi.mock('../adapters/bedrock/bedrock-assistant.js', async (importOriginal) => {
  bedrock.loads += 1;
  const original = await importOriginal<typeof BedrockAdapter>();
  class RecordedBedrockAssistant extends original.BedrockAssistant {
    constructor(options: ConstructorParameters<typeof original.BedrockAssistant>[0]) {
      super(options);
      bedrock.built.push(options);
    }
    override produce() {
      return Promise.resolve(
        BEDROCK_ANSWER as unknown as Awaited<ReturnType<typeof original.BedrockAssistant.prototype.produce>>,
      );
    }
  }
  return { ...original, BedrockAssistant: RecordedBedrockAssistant };
});

/** The assistant a cold function builds (fresh modules). */
async function freshAssistant() {
  vi.resetModules();
  const { assistant } = await import('./cloud-assistant.js');
  return assistant();
}

const QUESTION = {
  messages: [{ role: 'user' as const, content: 'My landlord kept 800 of my 1500 deposit. What do I say?' }],
  lang: 'en' as const,
  today: '2026-11-22',
};

beforeEach(() => {
  offline.loads = 0;
  bedrock.loads = 0;
  bedrock.built = [];
  stubCloudEnv();
});
afterEach(() => vi.unstubAllEnvs());

describe('the cloud assistant', () => {
  it('is Bedrock by default, loaded on the first answer, not at cold start, and the offline assistant is never loaded', async () => {
    const producer = await freshAssistant();
    expect(bedrock.loads).toBe(0);

    await expect(producer.produce(QUESTION)).resolves.toBe(BEDROCK_ANSWER);
    await expect(producer.produce(QUESTION)).resolves.toBe(BEDROCK_ANSWER);
    expect(bedrock.loads).toBe(1);
    expect(bedrock.built).toEqual([expect.objectContaining({ modelId: 'anthropic.claude-test' })]);
    expect(offline.loads).toBe(0);
  });

  it('is Bedrock when the stack says bedrock', async () => {
    vi.stubEnv('LANE_ASSISTANT', 'bedrock');
    await expect((await freshAssistant()).produce(QUESTION)).resolves.toBe(BEDROCK_ANSWER);
    expect(bedrock.built).toHaveLength(1);
    expect(offline.loads).toBe(0);
  });

  it('is the offline assistant when the stack chose it, loaded on the first answer, not at cold start', async () => {
    vi.stubEnv('LANE_ASSISTANT', 'offline');
    const producer = await freshAssistant();
    expect(offline.loads).toBe(0);

    const answer = await producer.produce(QUESTION);
    expect(answer.case.area).toBe('rent_landlord');
    expect(answer.sections.phone_script.length).toBeGreaterThan(0);
    await producer.produce(QUESTION);
    expect(offline.loads).toBe(1);
    expect(bedrock.built).toEqual([]);
  });
});
