import type { ChatSections } from '@lane/shared';

/** One answer's sections as the chat API sends them, for the chat page and the copy/transcript tests. */
export const SAMPLE_SECTIONS: ChatSections = {
  strategy: 'Ask for the **itemized** bill before you pay anything.',
  phone_script: 'Hi, my name is Ana. I am calling about invoice 4411.',
  email: { subject: 'Invoice 4411 dispute', body: 'Hello,\nPlease review the duplicate charge.' },
  talking_points: ['I have been a patient for six years', 'The March 3 charge appears twice'],
  deadlines: [
    {
      title: 'Dispute window',
      detail: 'Ask in writing within 60 days.',
      source: 'CFPB',
      url: 'https://www.consumerfinance.gov/',
    },
  ],
  questions: [],
};
