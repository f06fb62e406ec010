import type { ChatSections, Language } from '@lane/shared';

/**
 * One vocabulary of section headings for the server's Markdown and the interface's labels: these
 * are the `answer.*` labels of the chat locale files (frontend/src/locales/{en,es}/chat.json), and
 * render.test.ts fails when the two drift apart.
 */
export const SECTION_HEADINGS = {
  en: {
    questions: 'A few questions first',
    strategy: 'Strategy',
    phone_script: 'Phone script',
    email: 'Email',
    subject: 'Subject',
    talking_points: 'Talking points',
    deadlines: 'Deadlines and your rights',
    source: 'Source',
  },
  es: {
    questions: 'Primero, unas preguntas',
    strategy: 'Estrategia',
    phone_script: 'Guion para llamar',
    email: 'Correo',
    subject: 'Asunto',
    talking_points: 'Argumentos clave',
    deadlines: 'Plazos y sus derechos',
    source: 'Fuente',
  },
} as const satisfies Record<Language, Record<string, string>>;

/**
 * Markdown joins single line breaks into one paragraph; a script or a letter needs them kept, so
 * each single break becomes a hard break (two trailing spaces).
 */
function keepLineBreaks(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trimEnd())
        .join('  \n'),
    )
    .join('\n\n');
}

function hasText(text: string): boolean {
  return text.trim().length > 0;
}

export interface RenderOptions {
  /** A line shown above everything else (the offline assistant says what it is there). */
  lead?: string;
}

/**
 * The `response` Markdown of an answer, built only from its sections so the two always agree.
 * Questions come first: when Lane still needs facts, the person should see what to answer.
 */
export function renderChatMarkdown(
  sections: ChatSections,
  lang: Language,
  options: RenderOptions = {},
): string {
  const heading = SECTION_HEADINGS[lang];
  const blocks: string[] = [];
  if (options.lead && hasText(options.lead)) blocks.push(options.lead.trim());

  const questions = sections.questions.filter(hasText);
  if (questions.length > 0) {
    blocks.push(
      `## ${heading.questions}\n\n${questions.map((question) => `- ${question.trim()}`).join('\n')}`,
    );
  }
  if (hasText(sections.strategy))
    blocks.push(`## ${heading.strategy}\n\n${keepLineBreaks(sections.strategy)}`);
  if (hasText(sections.phone_script)) {
    blocks.push(`## ${heading.phone_script}\n\n${keepLineBreaks(sections.phone_script)}`);
  }
  if (hasText(sections.email.subject) || hasText(sections.email.body)) {
    const subject = hasText(sections.email.subject)
      ? `**${heading.subject}:** ${sections.email.subject.trim()}\n\n`
      : '';
    blocks.push(`## ${heading.email}\n\n${subject}${keepLineBreaks(sections.email.body)}`.trimEnd());
  }
  const points = sections.talking_points.filter(hasText);
  if (points.length > 0) {
    blocks.push(`## ${heading.talking_points}\n\n${points.map((point) => `- ${point.trim()}`).join('\n')}`);
  }
  if (sections.deadlines.length > 0) {
    const items = sections.deadlines.map(
      (deadline) =>
        `- **${deadline.title.trim()}**: ${deadline.detail.trim()} ${heading.source}: [${deadline.source.trim()}](${deadline.url})`,
    );
    blocks.push(`## ${heading.deadlines}\n\n${items.join('\n')}`);
  }
  return blocks.join('\n\n');
}
