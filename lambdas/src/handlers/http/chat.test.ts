import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, fakeWorld } from '../../../test/fakes.js';
import { invoke } from '../../../test/http.js';
import { HOUR_MS } from '../../domain/clock.js';
import { OfflineAssistant } from '../../local/offline-assistant/offline-assistant.js';
import { logger } from '../../observability.js';
import { createChatHandler } from './chat.js';

const SECRET_STORY = 'zq-private-marker my landlord kept 800 of my 1500 deposit';

afterEach(() => {
  vi.restoreAllMocks();
  logger.setLogLevel('INFO');
});

describe('POST /api/chat', () => {
  it('answers, and logs nothing the person typed even at debug level', async () => {
    const world = fakeWorld();
    const token = await world.sessions.issue(
      { role: 'admin', email: ADMIN_EMAIL },
      new Date(world.clock.now().getTime() + HOUR_MS),
    );
    const handler = createChatHandler(() => ({ ...world.ports, producer: new OfflineAssistant() }));
    logger.setLogLevel('DEBUG');
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    for (const method of ['log', 'info', 'debug', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation(
        (...args: unknown[]) => void written.push(args.map(String).join(' ')),
      );
    }

    const response = await invoke(handler, {
      path: '/api/chat',
      body: { lang: 'en', messages: [{ role: 'user', content: SECRET_STORY }] },
      cookies: [`lane_session=${token}`],
    });

    expect(response.statusCode).toBe(200);
    expect(JSON.stringify(response.json)).toContain('800');
    expect(written.join('\n')).toContain('Chat request');
    expect(written.join('\n')).not.toContain('zq-private-marker');
    expect(written.join('\n')).not.toContain('1500');
  });
});
