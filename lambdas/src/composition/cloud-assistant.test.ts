import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCloudEnv } from '../../test/cloud.js';

/** How many times the offline assistant's module was evaluated (each test starts from fresh modules). */
const offline = vi.hoisted(() => ({ loads: 0 }));
vi.mock('../adapters/offline-assistant/offline-assistant.js', async (importOriginal) => {
  offline.loads += 1;
  return importOriginal();
});

/** The assistant a cold function builds, and whether it is the Bedrock one (same fresh modules). */
async function freshAssistant() {
  vi.resetModules();
  const { assistant } = await import('./cloud-assistant.js');
  const { BedrockAssistant } = await import('../adapters/bedrock/bedrock-assistant.js');
  const producer = assistant();
  return { producer, isBedrock: producer instanceof BedrockAssistant };
}

const QUESTION = {
  messages: [{ role: 'user' as const, content: 'My landlord kept 800 of my 1500 deposit. What do I say?' }],
  lang: 'en' as const,
  today: '2026-11-22',
};

beforeEach(() => {
  offline.loads = 0;
  stubCloudEnv();
});
afterEach(() => vi.unstubAllEnvs());

describe('the cloud assistant', () => {
  it('is Bedrock by default, and the offline assistant is never loaded', async () => {
    expect((await freshAssistant()).isBedrock).toBe(true);
    expect(offline.loads).toBe(0);
  });

  it('is Bedrock when the stack says bedrock', async () => {
    vi.stubEnv('LANE_ASSISTANT', 'bedrock');
    expect((await freshAssistant()).isBedrock).toBe(true);
    expect(offline.loads).toBe(0);
  });

  it('is the offline assistant when the stack chose it, loaded on the first answer, not at cold start', async () => {
    vi.stubEnv('LANE_ASSISTANT', 'offline');
    const { producer, isBedrock } = await freshAssistant();
    expect(isBedrock).toBe(false);
    expect(offline.loads).toBe(0);

    const answer = await producer.produce(QUESTION);
    expect(answer.case.area).toBe('rent_landlord');
    expect(answer.sections.phone_script.length).toBeGreaterThan(0);
    await producer.produce(QUESTION);
    expect(offline.loads).toBe(1);
  });
});
