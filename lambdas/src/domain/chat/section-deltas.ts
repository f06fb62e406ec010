import type { ChatSections, StreamSection } from '@lane/shared';
import type { ProducerEvent } from './assistant.js';

/** A deadline as one line of the `deadlines` section's stream (shared/src/chat-stream.ts). */
export const deadlineLine = (deadline: Pick<ChatSections['deadlines'][number], 'title' | 'detail'>): string =>
  `${deadline.title} — ${deadline.detail}`;

/**
 * A finished answer as the deltas the stream protocol carries, one section after another in the
 * protocol's order (strategy first): each text section whole, each list item by item, later items
 * starting with a line break. Empty sections send nothing.
 */
export function sectionDeltas(sections: ChatSections): ProducerEvent[] {
  const events: ProducerEvent[] = [];
  const text = (section: StreamSection, value: string) => {
    if (value) events.push({ type: 'delta', section, text: value });
  };
  const list = (section: StreamSection, items: readonly string[]) =>
    items.forEach((item, index) => text(section, index === 0 ? item : `\n${item}`));
  text('strategy', sections.strategy);
  text('phone_script', sections.phone_script);
  text('email_subject', sections.email.subject);
  text('email_body', sections.email.body);
  list('talking_points', sections.talking_points);
  list('deadlines', sections.deadlines.map(deadlineLine));
  list('questions', sections.questions);
  return events;
}
