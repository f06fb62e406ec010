import type { ChatSections } from '@lane/shared';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deadlineOf, factById } from './facts.js';
import { SECTION_HEADINGS, renderChatMarkdown } from './render.js';

const SECTIONS: ChatSections = {
  strategy: 'Ask for the itemized bill first.',
  phone_script: '"Hi, my name is Ana."\n"I am calling about my bill."',
  email: { subject: 'Itemized bill request', body: 'Hello,\n\nPlease send it.\n\nThank you,\nAna' },
  talking_points: ['Stay calm.', 'Get a reference number.'],
  deadlines: [deadlineOf(factById('debt-validation'), 'en')],
  questions: ['Who sent the bill?'],
};

describe('renderChatMarkdown', () => {
  it('puts the questions first, then every section under its heading', () => {
    const markdown = renderChatMarkdown(SECTIONS, 'en');
    const order = [
      '## A few questions first',
      '## Strategy',
      '## Phone script',
      '## Email',
      '## Talking points',
      '## Deadlines and your rights',
    ].map((heading) => markdown.indexOf(heading));
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(markdown).toContain('**Subject:** Itemized bill request');
    expect(markdown).toContain('- Get a reference number.');
    expect(markdown).toContain(`Source: [${SECTIONS.deadlines[0]!.source}](${SECTIONS.deadlines[0]!.url})`);
  });

  it('translates the headings in Spanish (usted), in the same order', () => {
    const markdown = renderChatMarkdown(SECTIONS, 'es');
    const headings = markdown.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual([
      '## Primero, unas preguntas',
      '## Estrategia',
      '## Guion para llamar',
      '## Correo',
      '## Argumentos clave',
      '## Plazos y sus derechos',
    ]);
    expect(markdown).toContain('**Asunto:** Itemized bill request');
    expect(markdown).toContain(`Fuente: [${SECTIONS.deadlines[0]!.source}](${SECTIONS.deadlines[0]!.url})`);
    expect(markdown).not.toContain('**Subject:**');
    expect(markdown).not.toContain('Source:');
  });

  it('keeps the line breaks of a script and a letter', () => {
    const markdown = renderChatMarkdown(SECTIONS, 'en');
    expect(markdown).toContain('"Hi, my name is Ana."  \n"I am calling about my bill."');
    expect(markdown).toContain('Thank you,  \nAna');
  });

  it('leaves out empty sections and starts with the lead line when given one', () => {
    const markdown = renderChatMarkdown(
      { ...SECTIONS, deadlines: [], questions: [], talking_points: [] },
      'en',
      { lead: '*Offline.*' },
    );
    expect(markdown.startsWith('*Offline.*\n\n## Strategy')).toBe(true);
    expect(markdown).not.toContain('## Talking points');
    expect(markdown).not.toContain('## Deadlines');
    expect(markdown).not.toContain('## A few questions first');
  });
});

describe('the section headings', () => {
  it.each(['en', 'es'] as const)('are the interface labels of the %s chat locale, word for word', (lang) => {
    const labels = JSON.parse(
      readFileSync(new URL(`../../../../frontend/src/locales/${lang}/chat.json`, import.meta.url), 'utf8'),
    ).answer as Record<string, string>;
    const heading = SECTION_HEADINGS[lang];

    for (const key of [
      'questions',
      'strategy',
      'phone_script',
      'email',
      'talking_points',
      'deadlines',
    ] as const) {
      expect(heading[key]).toBe(labels[key]);
    }
    expect(labels.email_subject).toBe(`${heading.subject}: {{subject}}`);
    expect(labels.deadline_source).toBe(`${heading.source}: {{source}}`);
  });
});
