import type { ChatSections } from '@lane/shared';
import type { SectionDrafts } from './conversation';
import { markdownToPlainText } from './plain-text';

/** The structured parts of an answer, in the order a person uses them before a call. */
const SECTION_IDS = [
  'strategy',
  'phone_script',
  'email',
  'talking_points',
  'deadlines',
  'questions',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export interface SectionLabels {
  titles: Record<SectionId, string>;
  emailSubject: (subject: string) => string;
  deadlineSource: (source: string) => string;
}

const filled = (text: string) => text.trim().length > 0;

/** The sections that have something in them; empty ones are not shown at all. */
export function presentSections(sections: ChatSections): SectionId[] {
  return SECTION_IDS.filter((id) => {
    switch (id) {
      case 'strategy':
      case 'phone_script':
        return filled(sections[id]);
      case 'email':
        return filled(sections.email.subject) || filled(sections.email.body);
      case 'talking_points':
      case 'questions':
        return sections[id].some(filled);
      case 'deadlines':
        return sections.deadlines.length > 0;
    }
  });
}

const bullets = (items: readonly string[]) =>
  items
    .filter(filled)
    .map((item) => `• ${markdownToPlainText(item)}`)
    .join('\n');

/** A section as plain text (no Markdown), the same on the clipboard and in the downloaded file. */
export function sectionText(id: SectionId, sections: ChatSections, labels: SectionLabels): string {
  switch (id) {
    case 'strategy':
    case 'phone_script':
      return markdownToPlainText(sections[id]);
    case 'email':
      return [
        labels.emailSubject(markdownToPlainText(sections.email.subject)),
        markdownToPlainText(sections.email.body),
      ].join('\n\n');
    case 'talking_points':
    case 'questions':
      return bullets(sections[id]);
    case 'deadlines':
      return sections.deadlines
        .map(
          (deadline) =>
            `• ${deadline.title}: ${deadline.detail} ${labels.deadlineSource(deadline.source)} (${deadline.url})`,
        )
        .join('\n');
  }
}

/** A whole answer as plain text: each section under its title, in the order they are shown. */
export function answerText(sections: ChatSections, labels: SectionLabels): string {
  return presentSections(sections)
    .map((id) => `${labels.titles[id]}\n\n${sectionText(id, sections, labels)}`)
    .join('\n\n');
}

/** The text that has streamed into each card so far (the stream's sections, grouped as cards are). */
export function draftTexts(drafts: SectionDrafts): Partial<Record<SectionId, string>> {
  const texts: Partial<Record<SectionId, string>> = {};
  for (const id of SECTION_IDS) {
    const text =
      id === 'email'
        ? [drafts.email_subject, drafts.email_body].filter((part) => part?.trim()).join('\n\n')
        : drafts[id];
    if (text?.trim()) texts[id] = text;
  }
  return texts;
}

/** What arrived of an answer that did not finish (stopped), as plain text under the section titles. */
export function draftAnswerText(drafts: SectionDrafts, labels: SectionLabels): string {
  return Object.entries(draftTexts(drafts))
    .map(([id, text]) => `${labels.titles[id as SectionId]}\n\n${markdownToPlainText(text)}`)
    .join('\n\n');
}

/** A mailto link that opens the person's own email app with the draft filled in. */
export function mailtoHref(subject: string, body: string): string {
  // RFC 6068: line breaks in a mailto body are CRLF, percent-encoded.
  const crlfBody = body.replace(/\r?\n/g, '\r\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlfBody)}`;
}
