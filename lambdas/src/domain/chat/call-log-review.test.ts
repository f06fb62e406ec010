import { CALL_LOG_LIMITS, CHAT_LIMITS, type CallLogEntry, type ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { OfflineAssistant } from '../../adapters/offline-assistant/offline-assistant.js';
import { factIdsOf } from '../../evaluation/evaluate-answer.js';
import { reviewAnswer } from './answer-chat.js';
import { callLogCiter } from './call-log-citation.js';

const TODAY = '2026-11-24';
const assistant = new OfflineAssistant();

const FRAUD = {
  en: ['There is a $49.99 charge on my credit card from November 3 that I never made', 'they said no'],
  es: [
    'Hay un cargo de 49,99 dólares en mi tarjeta de crédito del 3 de noviembre que yo no hice',
    'dijeron que no',
  ],
} as const;

/** The follow-up ("they said no") of the fraud case, reviewed with the call log as the chat does. */
async function followUp(lang: 'en' | 'es', callLog: CallLogEntry[] | undefined) {
  const [first, second] = FRAUD[lang];
  const opening: ChatMessage[] = [{ role: 'user', content: first }];
  const answer = reviewAnswer(
    await assistant.produce({ messages: opening, lang, today: TODAY }),
    TODAY,
  ).answer;
  const messages: ChatMessage[] = [
    ...opening,
    { role: 'assistant', content: answer.response },
    { role: 'user', content: second },
  ];
  const produced = await assistant.produce({ messages, lang, today: TODAY });
  return reviewAnswer(produced, TODAY, callLog?.length ? callLogCiter(callLog, TODAY) : undefined).answer;
}

const DANA: CallLogEntry = {
  rep: 'Dana',
  reference: '48213',
  at: '2026-11-20T14:10',
  promised: 'a credit by Friday',
};

describe('a follow-up cites the calls the person logged', () => {
  it('in English: the script opens with the newest call, the email cites it, the rest of the answer as before', async () => {
    const without = await followUp('en', undefined);
    const answer = await followUp('en', [DANA]);
    const sentence =
      'On November 20 at 2:10 p.m. I spoke with Dana, reference 48213, who promised a credit by Friday.';

    expect(answer.sections.phone_script.split('\n')[0]).toBe(`"${sentence}"`);
    expect(answer.sections.email.body).toContain(sentence);
    expect(answer.sections.email.body).toContain('(reference 48213)');
    expect(answer.response).toContain(sentence);
    expect(answer.sections.strategy).toBe(without.sections.strategy);
    expect(factIdsOf(answer)).toEqual(factIdsOf(without));
    expect(answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
  });

  it('in Spanish, with usted and the Spanish date', async () => {
    const answer = await followUp('es', [{ ...DANA, promised: 'un crédito para el viernes' }]);
    const sentence =
      'El 20 de noviembre a las 2:10 p. m. hablé con Dana, referencia 48213, quien prometió un crédito para el viernes.';

    expect(answer.sections.phone_script.split('\n')[0]).toBe(`"${sentence}"`);
    expect(answer.sections.email.body).toContain(sentence);
    expect(answer.response).toContain('## Guion para llamar');
    expect(answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
  });

  it('cites several calls, oldest first in the email, and the newest in the script', async () => {
    const answer = await followUp('en', [
      DANA,
      { rep: '', reference: '1190', at: '2026-11-12', promised: 'said to wait for the statement' },
    ]);

    expect(answer.sections.phone_script).toMatch(/^"On November 20 at 2:10 p\.m\. I spoke with Dana/);
    const body = answer.sections.email.body;
    expect(body.indexOf('On November 12 I spoke with a representative, reference 1190')).toBeGreaterThan(-1);
    expect(body.indexOf('On November 12')).toBeLessThan(body.indexOf('On November 20'));
  });

  it('keeps a full log within one message: the citation is shortened first, the answer still cites the newest call', async () => {
    for (const lang of ['en', 'es'] as const) {
      const full: CallLogEntry[] = Array.from({ length: CALL_LOG_LIMITS.maxEntries }, (_, index) => ({
        rep: `Rep ${index + 1}`,
        reference: `REF-${1000 + index}`,
        at: `2026-11-${String(10 + index).padStart(2, '0')}T09:30`,
        promised: `${lang === 'en' ? 'a callback' : 'una llamada'} ${'x'.repeat(CALL_LOG_LIMITS.promisedChars - 20)}`,
      }));
      const answer = await followUp(lang, full);

      expect(answer.response.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessageChars);
      expect(answer.sections.phone_script).toContain('Rep 10');
      expect(answer.sections.phone_script).toContain('REF-1009');
      // The email no longer holds every long note, but the rights engine's first right is still there.
      expect(answer.sections.email.body).not.toContain('Rep 1,');
      expect(answer.sections.deadlines.length).toBeGreaterThanOrEqual(1);
      expect(answer.response).toContain(answer.sections.phone_script.split('\n')[0]!.slice(0, 60));
    }
  });
});
