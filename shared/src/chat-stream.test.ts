import { describe, expect, it } from 'vitest';
import { chatEventDecoder, applyChatEvent, encodeChatEvent, type ChatStreamEvent } from './chat-stream.js';

const events: ChatStreamEvent[] = [
  { type: 'delta', section: 'strategy', text: 'Dispute it in writing — «ya»\n😀' },
  { type: 'reset' },
  {
    type: 'final',
    answer: {
      response: '## Strategy\nDispute it.',
      sections: {
        strategy: 'Dispute it.',
        phone_script: '',
        email: { subject: '', body: '' },
        talking_points: [],
        deadlines: [],
        questions: [],
      },
    },
  },
  { type: 'error', error: { error: 'ai_unavailable', message: 'Try again in a minute.' } },
];
const wire = events.map(encodeChatEvent).join('');

describe('chatEventDecoder', () => {
  it('gives back every event whatever the chunk boundaries', () => {
    for (let size = 1; size <= wire.length; size += 7) {
      const decoder = chatEventDecoder();
      const seen: ChatStreamEvent[] = [];
      for (let i = 0; i < wire.length; i += size) seen.push(...decoder.push(wire.slice(i, i + size)));
      seen.push(...decoder.end());
      expect(seen).toEqual(events);
    }
  });

  it('reads a last line without its newline', () => {
    const decoder = chatEventDecoder();
    expect(decoder.push(JSON.stringify({ type: 'reset' }))).toEqual([]);
    expect(decoder.end()).toEqual([{ type: 'reset' }]);
  });

  it('refuses a line that is not an event', () => {
    const decoder = chatEventDecoder();
    expect(() => decoder.push('{"type":"delta","section":"nope","text":"x"}\n')).toThrow();
    expect(() => chatEventDecoder().push('not json\n')).toThrow();
  });
});

describe('applyChatEvent', () => {
  it('appends deltas per section, empties the draft on reset, and keeps it on final and error', () => {
    let draft = applyChatEvent({}, { type: 'delta', section: 'strategy', text: 'Call ' });
    draft = applyChatEvent(draft, { type: 'delta', section: 'talking_points', text: 'One' });
    draft = applyChatEvent(draft, { type: 'delta', section: 'strategy', text: 'them.' });
    draft = applyChatEvent(draft, { type: 'delta', section: 'talking_points', text: '\nTwo' });
    expect(draft).toEqual({ strategy: 'Call them.', talking_points: 'One\nTwo' });
    expect(applyChatEvent(draft, events[2]!)).toBe(draft);
    expect(applyChatEvent(draft, events[3]!)).toBe(draft);
    expect(applyChatEvent(draft, { type: 'reset' })).toEqual({});
  });
});
