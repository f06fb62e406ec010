import { CHAT_LIMITS, MAX_BODY_BYTES, chatRequestSchema } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { conversationForApi, type AnswerStatus, type ChatEntry } from './conversation';

const question = (id: number, content = `question ${id}`): ChatEntry => ({
  id: `q${id}`,
  role: 'user',
  content,
});
const answer = (id: number, content = `answer ${id}`, status: AnswerStatus = 'done'): ChatEntry => ({
  id: `a${id}`,
  role: 'assistant',
  status,
  drafts: {},
  content,
  sections: null,
});

describe('conversationForApi', () => {
  it('sends the whole conversation in order, as roles and contents', () => {
    const messages = conversationForApi([question(1), answer(1), question(2)]);
    expect(messages).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
      { role: 'user', content: 'question 2' },
    ]);
    expect(chatRequestSchema.safeParse({ messages, lang: 'en' }).success).toBe(true);
  });

  it('leaves out a failed exchange, so user and assistant keep alternating', () => {
    const messages = conversationForApi([question(1), answer(1, '', 'failed'), question(2)]);
    expect(messages).toEqual([{ role: 'user', content: 'question 2' }]);
  });

  it('leaves out a stopped answer too: half an answer is not context', () => {
    const messages = conversationForApi([
      question(1),
      answer(1),
      question(2),
      answer(2, '', 'stopped'),
      question(3),
    ]);
    expect(messages).toEqual([
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
      { role: 'user', content: 'question 3' },
    ]);
  });

  it('keeps within the message limit and always starts on a question', () => {
    const entries: ChatEntry[] = [];
    for (let i = 0; i < 30; i += 1) entries.push(question(i), answer(i));
    entries.push(question(30));
    const messages = conversationForApi(entries);
    expect(messages.length).toBeLessThanOrEqual(CHAT_LIMITS.maxMessages);
    expect(messages[0]?.role).toBe('user');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'question 30' });
    expect(chatRequestSchema.safeParse({ messages, lang: 'es' }).success).toBe(true);
  });

  it('cuts an answer longer than the per-message limit instead of having the call refused', () => {
    const long = 'x'.repeat(CHAT_LIMITS.maxMessageChars + 500);
    const messages = conversationForApi([question(1), answer(1, long), question(2)]);
    expect(messages[1]?.content).toHaveLength(CHAT_LIMITS.maxMessageChars);
    expect(chatRequestSchema.safeParse({ messages, lang: 'en' }).success).toBe(true);
  });

  it('keeps a long conversation under the API body limit by dropping its oldest exchanges', () => {
    const entries: ChatEntry[] = [];
    for (let i = 0; i < 12; i += 1)
      entries.push(
        question(i, `question ${i} ${'q'.repeat(300)}`),
        answer(i, `answer ${i} ${'á'.repeat(3900)}`),
      );
    entries.push(question(12, 'They said no. What now?'));
    const messages = conversationForApi(entries);
    const bytes = new TextEncoder().encode(JSON.stringify({ messages, lang: 'es' })).length;
    expect(bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
    expect(messages.length).toBeGreaterThan(2);
    expect(messages[0]?.role).toBe('user');
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'They said no. What now?' });
    expect(messages.at(-2)?.content.startsWith('answer 11')).toBe(true);
  });

  it('counts what travels beside the conversation: an escalation with a long reading stays under the limit', () => {
    const entries: ChatEntry[] = [];
    for (let i = 0; i < 8; i += 1)
      entries.push(question(i, `question ${i}`), answer(i, `answer ${i} ${'x'.repeat(3880)}`));
    const reading = {
      case: { area: 'credit_card_fees', note: 'r'.repeat(900) },
      rights: [],
      moneyNotOwed: true,
    };
    const callLog = [{ at: '2026-11-20T10:00', rep: 'Dana', reference: '48213', promised: 'p'.repeat(480) }];
    const messages = conversationForApi(entries, { reading, callLog });
    const bytes = new TextEncoder().encode(JSON.stringify({ messages, reading, callLog, lang: 'en' })).length;
    expect(bytes).toBeLessThanOrEqual(MAX_BODY_BYTES);
    // Without them counted, the same conversation would have been kept whole, and refused.
    const uncounted = conversationForApi(entries);
    expect(
      new TextEncoder().encode(JSON.stringify({ messages: uncounted, reading, callLog, lang: 'en' })).length,
    ).toBeGreaterThan(MAX_BODY_BYTES);
  });
});
