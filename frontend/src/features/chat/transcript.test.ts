import type { ChatSections } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import type { ChatEntry } from './conversation';
import { mailtoHref, presentSections, sectionText, type SectionLabels } from './sections';
import { conversationToMarkdown, localDateStamp } from './transcript';

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

const full: ChatSections = {
  strategy: 'Ask for the itemized bill first.',
  phone_script: 'Hi, I am calling about invoice 4411.',
  email: { subject: 'Invoice 4411', body: 'Hello,\nPlease review the charge.' },
  talking_points: ['Six years a patient', 'Duplicate charge on March 3'],
  deadlines: [
    {
      title: 'Dispute window',
      detail: 'Write within 60 days of the statement.',
      source: 'CFPB',
      url: 'https://www.consumerfinance.gov/',
    },
  ],
  questions: ['Can you hold the account while I review it?'],
};

describe('sections', () => {
  it('shows only the sections that have something in them', () => {
    expect(presentSections(empty)).toEqual([]);
    expect(presentSections(full)).toEqual([
      'strategy',
      'phone_script',
      'email',
      'talking_points',
      'deadlines',
      'questions',
    ]);
  });

  it('copies each section as readable text', () => {
    expect(sectionText('email', full, labels)).toBe(
      'Subject: Invoice 4411\n\nHello,\nPlease review the charge.',
    );
    expect(sectionText('talking_points', full, labels)).toBe(
      '- Six years a patient\n- Duplicate charge on March 3',
    );
    expect(sectionText('deadlines', full, labels)).toBe(
      '- Dispute window: Write within 60 days of the statement. Source: CFPB (https://www.consumerfinance.gov/)',
    );
  });

  it('builds a mailto link with the subject and a CRLF body', () => {
    expect(mailtoHref('Invoice 4411 & fees', 'Hello,\nThanks')).toBe(
      'mailto:?subject=Invoice%204411%20%26%20fees&body=Hello%2C%0D%0AThanks',
    );
  });
});

describe('conversationToMarkdown', () => {
  it('writes every exchange and leaves out apologies', () => {
    const entries: ChatEntry[] = [
      { id: '1', role: 'user', content: 'The hospital billed me twice.' },
      { id: '2', role: 'assistant', content: 'Sorry, try again.', sections: null, failed: true },
      { id: '3', role: 'user', content: 'Billed twice for one visit.' },
      { id: '4', role: 'assistant', content: 'Here is your plan.', sections: full, failed: false },
    ];
    const markdown = conversationToMarkdown(entries, {
      title: 'My Lane scripts',
      savedOn: 'Saved on March 26, 2025',
      you: 'You',
      lane: 'Lane',
    });
    expect(markdown).toContain('# My Lane scripts\n\nSaved on March 26, 2025');
    expect(markdown).toContain('## You\n\nThe hospital billed me twice.');
    expect(markdown).toContain('## Lane\n\nHere is your plan.');
    expect(markdown).not.toContain('Sorry, try again.');
  });

  it('stamps files with the local date', () => {
    expect(localDateStamp(new Date(2025, 2, 6, 23, 30))).toBe('2025-03-06');
  });
});
