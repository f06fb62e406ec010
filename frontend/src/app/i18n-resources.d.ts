import type access from '../locales/en/access.json';
import type calls from '../locales/en/calls.json';
import type chat from '../locales/en/chat.json';
import type common from '../locales/en/common.json';
import type landing from '../locales/en/landing.json';
import type legal from '../locales/en/legal.json';
import type payment from '../locales/en/payment.json';
import type playbook from '../locales/en/playbook.json';
import type practice from '../locales/en/practice.json';

// English is the source of truth: keys are typed from the English catalogues.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      landing: typeof landing;
      legal: typeof legal;
      access: typeof access;
      chat: typeof chat;
      calls: typeof calls;
      playbook: typeof playbook;
      payment: typeof payment;
      practice: typeof practice;
    };
  }
}
