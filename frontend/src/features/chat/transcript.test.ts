import type { ChatSections } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { ChatEntry } from './conversation';
import {
  answerText,
  draftAnswerText,
  mailtoHref,
  presentSections,
  sectionText,
  type SectionLabels,
} from './sections';
import { conversationToText, localDateStamp } from './transcript';
import { SAMPLE_SECTIONS } from '../../../test/chat-sections';

const labels: SectionLabels = {
  titles: {
    strategy: 'Strategy',
    phone_script: 'Phone script',
    email: 'Email',
    talking_points: 'Talking points',
    deadlines: 'Deadlines to know',
    questions: 'A few questions first',
  },
  emailSubject: (subject) => `Subject: ${subject}`,
  deadlineSource: (source) => `Source: ${source}`,
};

const empty: ChatSections = {
  strategy: '',
  phone_script: '  ',
  email: { subject: '', body: '' },
  talking_points: [],
  deadlines: [],
  questions: [' '],
};

/** Every section, in the order a person uses them before a call. */
const EVERY_SECTION = ['strategy', 'phone_script', 'email', 'talking_points', 'deadlines', 'questions'];

const full: ChatSections = { ...SAMPLE_SECTIONS, questions: ['Can you hold the account while I review it?'] };

describe('sections', () => {
  it('shows only the sections that have something in them', () => {
    expect(presentSections(empty)).toEqual([]);
    expect(presentSections(full)).toEqual(EVERY_SECTION);
  });

  it('copies each section as plain text, with no Markdown left in it', () => {
    expect(sectionText('email', full, labels)).toBe(
      'Subject: Invoice 4411 dispute\n\nHello,\nPlease review the duplicate charge.',
    );
    expect(sectionText('talking_points', full, labels)).toBe(
      '• I have been a patient for six years\n• The March 3 charge appears twice',
    );
    expect(sectionText('deadlines', full, labels)).toBe(
      '• Dispute window: Ask in writing within 60 days. Source: CFPB (https://www.consumerfinance.gov/)',
    );
    expect(sectionText('strategy', { ...full, strategy: 'Ask for the **itemized** bill.' }, labels)).toBe(
      'Ask for the itemized bill.',
    );
  });

  it('copies a whole answer as each section under its title', () => {
    const text = answerText(full, labels);
    expect(
      text.startsWith(
        'Strategy\n\nAsk for the itemized bill before you pay anything.\n\nPhone script\n\nHi,',
      ),
    ).toBe(true);
    expect(text).toContain('Email\n\nSubject: Invoice 4411');
    expect(text).not.toMatch(/[#*]/);
  });

  it('turns what streamed before a stop into text under the section titles', () => {
    expect(
      draftAnswerText({ strategy: 'Ask **first**.', email_subject: 'Invoice', email_body: 'Hello' }, labels),
    ).toBe('Strategy\n\nAsk first.\n\nEmail\n\nInvoice\n\nHello');
  });

  it('builds a mailto link with the subject and a CRLF body', () => {
    expect(mailtoHref('Invoice 4411 & fees', 'Hello,\nThanks')).toBe(
      'mailto:?subject=Invoice%204411%20%26%20fees&body=Hello%2C%0D%0AThanks',
    );
  });
});

describe('conversationToText', () => {
  const transcriptLabels = {
    title: 'My Lane scripts',
    savedOn: 'Saved on March 26, 2025',
    you: 'You',
    lane: 'Lane',
    stopped: 'Stopped before the end',
    sections: labels,
  };

  it('writes every exchange as plain text, keeps a stopped answer marked, leaves out failures', () => {
    const entries: ChatEntry[] = [
      { id: '1', role: 'user', content: 'The hospital billed me twice.' },
      { id: '2', role: 'assistant', status: 'failed', drafts: {}, content: '', sections: null },
      { id: '3', role: 'user', content: 'Billed twice for one visit.' },
      { id: '4', role: 'assistant', status: 'done', drafts: {}, content: '## Plan', sections: full },
      { id: '5', role: 'user', content: 'And the late fee?' },
      {
        id: '6',
        role: 'assistant',
        status: 'stopped',
        drafts: { strategy: 'Ask them to **waive** it' },
        content: '',
        sections: null,
      },
    ];
    const text = conversationToText(entries, transcriptLabels);
    expect(text.startsWith('My Lane scripts\n\nSaved on March 26, 2025\n\n')).toBe(true);
    expect(text).toContain('You:\n\nThe hospital billed me twice.');
    expect(text).toContain('Lane:\n\nStrategy\n\nAsk for the itemized bill before you pay anything.');
    expect(text).toContain('Lane:\n\nStrategy\n\nAsk them to waive it\n\n(Stopped before the end)');
    expect(text.match(/Lane:/g)).toHaveLength(2);
    expect(text).not.toMatch(/[#*]/);
  });

  it('ends with the calls the person logged, oldest first, under their own title', () => {
    const entries: ChatEntry[] = [
      { id: '1', role: 'user', content: 'Billed twice for one visit.' },
      { id: '2', role: 'assistant', status: 'done', drafts: {}, content: '## Plan', sections: full },
    ];
    const text = conversationToText(entries, transcriptLabels, {
      calls: [
        { rep: 'Sam', reference: '', at: '2026-05-05T09:00', promised: 'Refund in 10 days' },
        { rep: 'Dana', reference: '48213', at: '2026-05-03', promised: '' },
      ],
      labels: {
        title: 'Your calls',
        rep: 'Rep',
        reference: 'Reference',
        promised: 'What they said',
        time: (at) => `<${at}>`,
      },
    });
    expect(
      text.endsWith(
        '\n\nYour calls\n\n<2026-05-03>\nRep: Dana\nReference: 48213\n\n<2026-05-05T09:00>\nRep: Sam\nWhat they said: Refund in 10 days\n',
      ),
    ).toBe(true);
    expect(text.indexOf('Your calls')).toBeGreaterThan(text.indexOf('Ask for the itemized bill'));
  });

  it('has no call log section when no call is logged', () => {
    const entries: ChatEntry[] = [{ id: '1', role: 'user', content: 'Billed twice.' }];
    const labels = {
      title: 'Your calls',
      rep: 'Rep',
      reference: 'Reference',
      promised: 'Said',
      time: String,
    };
    expect(conversationToText(entries, transcriptLabels, { calls: [], labels })).toBe(
      conversationToText(entries, transcriptLabels),
    );
  });

  it('stamps files with the local date', () => {
    expect(localDateStamp(new Date(2025, 2, 6, 23, 30))).toBe('2025-03-06');
  });
});
