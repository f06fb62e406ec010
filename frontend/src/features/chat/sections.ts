import type { ChatSections } from '@lane/shared';

/** The structured parts of an answer, in the order a person uses them before a call. */
export const SECTION_IDS = [
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
    .map((item) => `- ${item}`)
    .join('\n');

/** A section as text (Markdown), the same for the clipboard and for the downloaded file. */
export function sectionText(id: SectionId, sections: ChatSections, labels: SectionLabels): string {
  switch (id) {
    case 'strategy':
    case 'phone_script':
      return sections[id].trim();
    case 'email':
      return [labels.emailSubject(sections.email.subject.trim()), sections.email.body.trim()].join('\n\n');
    case 'talking_points':
    case 'questions':
      return bullets(sections[id]);
    case 'deadlines':
      return sections.deadlines
        .map(
          (deadline) =>
            `- ${deadline.title}: ${deadline.detail} ${labels.deadlineSource(deadline.source)} (${deadline.url})`,
        )
        .join('\n');
  }
}

/** A mailto link that opens the person's own email app with the draft filled in. */
export function mailtoHref(subject: string, body: string): string {
  // RFC 6068: line breaks in a mailto body are CRLF, percent-encoded.
  const crlfBody = body.replace(/\r?\n/g, '\r\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlfBody)}`;
}
