import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DynamoPassStore } from '@lane/lambdas/composition/local';
import { startLocalStack, type RunningLocalStack } from '../../infra/local/stack.js';
import { throwAwayStackConfig } from '../../infra/local/test-support.js';
import { measureChatStream } from './chat-stream.js';

let stack: RunningLocalStack;
let setup: Awaited<ReturnType<typeof throwAwayStackConfig>>;

beforeAll(async () => {
  setup = await throwAwayStackConfig();
  stack = await startLocalStack({ config: setup.config, distDir: setup.distDir });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  setup?.cleanup();
});

describe('measureChatStream', () => {
  it('times the first delta and the final event of streamed answers on the local stack', async () => {
    await (stack.ports.passes as DynamoPassStore).putPass({
      email: 'bench@example.com',
      productId: '48hour',
      lang: 'en',
      accessStartTime: new Date(),
      accessDurationHours: 48,
    });
    const access = await fetch(`${stack.url}/api/access`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', lang: 'en' }),
    });
    const cookie = (access.headers.get('set-cookie') ?? '').split(';')[0]!;
    const lines: string[] = [];
    const times = await measureChatStream(stack.url, cookie, { rounds: 4, log: (line) => lines.push(line) });
    expect(times.answers).toBe(4);
    expect(times.firstDeltaP50Ms).toBeGreaterThan(0);
    expect(times.firstDeltaP50Ms).toBeLessThanOrEqual(times.finalP50Ms);
    expect(times.firstDeltaP99Ms).toBeLessThanOrEqual(times.finalP99Ms);
    expect(times.deltasPerAnswer).toBeGreaterThan(1);
    expect(lines.join('\n')).toMatch(/first delta p50 .* ms, p99 .* ms; final p50 .* ms, p99 .* ms/);
  }, 60_000);
});
