import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { detectFollowUp, readConversation } from './read-case.js';

function read(turns: string[], today = '2026-11-22') {
  const messages: ChatMessage[] = [];
  turns.forEach((content, index) => {
    messages.push({ role: 'user', content });
    if (index < turns.length - 1) messages.push({ role: 'assistant', content: 'ok' });
  });
  return readConversation(messages, today);
}

describe('a client who offers part now against a paper closing the invoice', () => {
  it("reads their reply quoted without its subject as an offer, never a demand on the person", () => {
    expect(detectFollowUp("they replied: can pay 2,400 now and 'the rest in january', no date.")).toBe(
      'counter_offer',
    );
    expect(detectFollowUp('client wrote back: we could pay 1500 today and the rest next month')).toBe(
      'counter_offer',
    );
    // A demand on the person stays a demand.
    expect(detectFollowUp('they said i have to pay 300 today or it goes to collections')).toBe('pay_now');
  });

  it('reads a paper that "resolves the invoice in full" as a release demanded, in both languages', () => {
    const en = read([
      'freelance designer. client owes me 4.8k for a website, invoiced aug 1, net 30, 60 days late',
      "they replied: can pay 2,400 now and 'the rest in january', no date. and they want me to sign a short thing saying this payment plan 'resolves the invoice in full'",
    ]);
    expect(en.case.area).toBe('vendors');
    expect(en.case.flags.releaseDemanded).toBe(true);
    expect(en.followUp).toBe('counter_offer');
    const es = read([
      'soy diseñadora freelance. un cliente me debe 3,600 por un sitio web, factura del 5 de septiembre a 30 dias',
      "contestaron: pueden pagar 1,800 ahora y el resto 'en febrero', y quieren que firme algo que diga que este plan salda la factura por completo",
    ]);
    expect(es.case.flags.releaseDemanded).toBe(true);
    expect(es.followUp).toBe('counter_offer');
  });
});
