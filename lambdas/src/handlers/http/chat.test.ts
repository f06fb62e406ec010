import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_EMAIL, fakeWorld } from '../../../test/fakes.js';
import { invoke } from '../../../test/http.js';
import { classifyBedrockError } from '../../adapters/bedrock/bedrock-errors.js';
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

describe('POST /api/chat: what a failed answer tells the browser (issue 14.8)', () => {
  const MODEL = 'us.anthropic.claude-secret-model-v9:0';
  const failing = (error: Error) => ({
    produce: async () => {
      throw classifyBedrockError(error, MODEL).error;
    },
  });
  const awsError = (name: string, message: string) => Object.assign(new Error(message), { name });

  it.each([
    [
      'AccessDeniedException',
      'User: arn:aws:sts::123456789012:assumed-role/lane-chat is not authorized to perform: bedrock:InvokeModel',
      500,
      'ai_configuration',
      'The AI service is not set up correctly yet.',
      'El servicio de IA aún no está configurado correctamente.',
    ],
    [
      'ResourceNotFoundException',
      `Model ${MODEL} not found`,
      500,
      'ai_configuration',
      'The AI model is not available right now.',
      'El modelo de IA no está disponible en este momento.',
    ],
    [
      'ThrottlingException',
      'Rate exceeded for account 123456789012',
      503,
      'ai_unavailable',
      'The AI service is busy right now.',
      'El servicio de IA está ocupado en este momento.',
    ],
    [
      'ValidationException',
      'Malformed input request: #/messages/0/content: 1234 internal detail',
      502,
      'ai_error',
      'The AI service could not answer.',
      'El servicio de IA no pudo responder.',
    ],
  ])(
    '%s: our own phrase in the page’s language, never the exception text, IAM hints or model id',
    async (name, message, status, code, english, spanish) => {
      const world = fakeWorld();
      const token = await world.sessions.issue(
        { role: 'admin', email: ADMIN_EMAIL },
        new Date(world.clock.now().getTime() + HOUR_MS),
      );
      const handler = createChatHandler(() => ({
        ...world.ports,
        producer: failing(awsError(name, message)),
      }));
      for (const [lang, phrase] of [
        ['en', english],
        ['es', spanish],
      ] as const) {
        const response = await invoke(handler, {
          path: '/api/chat',
          body: { lang, messages: [{ role: 'user', content: 'My rent went up 200.' }] },
          cookies: [`lane_session=${token}`],
        });
        expect(response.statusCode).toBe(status);
        expect(response.json).toMatchObject({ error: code, details: phrase });
        const body = response.raw.body ?? '';
        for (const secret of [
          name,
          MODEL,
          'arn:aws',
          '123456789012',
          'IAM',
          'bedrock:InvokeModel',
          'LANE_BEDROCK_MODEL_ID',
        ])
          expect(body).not.toContain(secret);
      }
    },
  );
});
