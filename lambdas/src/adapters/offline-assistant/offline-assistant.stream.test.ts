import { STREAM_SECTIONS, applyChatEvent, type ChatDraft, type StreamSection } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { ProducerEvent } from '../../domain/chat/assistant.js';
import { deadlineLine } from '../../domain/chat/section-deltas.js';
import { OfflineAssistant } from './offline-assistant.js';

const TODAY = '2026-03-02';

async function streamed(content: string, lang: 'en' | 'es' = 'en') {
  const events: ProducerEvent[] = [];
  const answer = await new OfflineAssistant().produce({
    messages: [{ role: 'user', content }],
    lang,
    today: TODAY,
    onEvent: (event) => events.push(event),
  });
  return { events, answer };
}

describe('the offline assistant streams its sections', () => {
  it.each([
    ['en', 'My landlord is raising my rent from $1,800 to $2,100 next month'],
    ['es', 'El hospital me cobró $2,340 por una visita a urgencias que mi seguro debía cubrir'],
  ] as const)(
    '(%s) one after another in the protocol’s order, adding up to the answer it returns',
    async (lang, content) => {
      const { events, answer } = await streamed(content, lang);
      expect(events.length).toBeGreaterThan(4);
      const order = events.map((event) => (event.type === 'delta' ? event.section : 'reset'));
      expect(order[0]).toBe('strategy');
      const rank = (section: string) => STREAM_SECTIONS.indexOf(section as StreamSection);
      expect(order.map(rank)).toEqual([...order.map(rank)].sort((a, b) => a - b));

      const draft = events.reduce<ChatDraft>(
        (text, event) => applyChatEvent(text, { ...event } as Parameters<typeof applyChatEvent>[1]),
        {},
      );
      const { sections } = answer;
      expect(draft.strategy).toBe(sections.strategy);
      expect(draft.phone_script).toBe(sections.phone_script);
      expect(draft.email_subject).toBe(sections.email.subject);
      expect(draft.email_body).toBe(sections.email.body);
      expect(draft.talking_points ?? '').toBe(sections.talking_points.join('\n'));
      expect(draft.deadlines ?? '').toBe(sections.deadlines.map(deadlineLine).join('\n'));
      expect(draft.questions ?? '').toBe(sections.questions.join('\n'));
    },
  );

  it('writes the same answer with or without a listener', async () => {
    const content = 'The gym charged me a $60 cancellation fee I never agreed to';
    const { answer } = await streamed(content);
    const quiet = await new OfflineAssistant().produce({
      messages: [{ role: 'user', content }],
      lang: 'en',
      today: TODAY,
    });
    expect(answer).toEqual(quiet);
  });

  it('stops sending once nobody listens', async () => {
    const controller = new AbortController();
    const events: ProducerEvent[] = [];
    await new OfflineAssistant().produce({
      messages: [{ role: 'user', content: 'My rent went up by $300 this month' }],
      lang: 'en',
      today: TODAY,
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        controller.abort();
      },
    });
    expect(events).toHaveLength(1);
  });
});
