import { describe, expect, it } from 'vitest';
import { OfflineAssistant } from '../offline-assistant.js';
import { reviewAnswer } from '../../../domain/chat/answer-chat.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answer(text: string, lang: 'en' | 'es', today: string): Promise<string> {
  const produced = await new OfflineAssistant().produce({
    messages: [{ role: 'user', content: text }],
    lang,
    today,
  });
  return reviewAnswer(produced, today).answer.response;
}

describe('a client a month or more late, waiting on its own client', { timeout: 30_000 }, () => {
  it('reads "waiting on our client to pay us" as their excuse, in both languages', () => {
    const read = (content: string) => readConversation([{ role: 'user', content }], '2026-11-22').case;
    expect(
      read(
        "client owes me 4.8k, invoice due aug 31. they keep saying 'we're waiting on our client to pay us'",
      ).flags.payWhenPaidClaimed,
    ).toBe(true);
    expect(
      read('un cliente me debe 3,600 de una factura vencida, dicen que esperan que su cliente les pague')
        .flags.payWhenPaidClaimed,
    ).toBe(true);
    expect(
      read('client owes me 4.8k, invoice due aug 31, no answer').flags.payWhenPaidClaimed,
    ).toBeUndefined();
  });

  it('answers that excuse with the due date, and the email asks for payment by a date', async () => {
    const en = await answer(
      "freelance designer in brooklyn. client (small marketing agency in manhattan) owes me 4.8k for a website redesign, signed contract on docusign says net 30. delivered + invoiced aug 1, due aug 31, so now 60 days late. they keep saying 'we're waiting on our client to pay us'. i have rent due nov 1. what can i actually do without burning the bridge",
      'en',
      '2026-10-30',
    );
    expect(en).toContain(
      `"We're waiting on our client" is their problem, not a new due date: unless your contract says you're paid only when they are, the invoice was due aug 31.`,
    );
    expect(en).toContain('is now 60 days past due. A copy is attached.\n\nPlease pay it by [date]');
    expect(en).not.toContain('A friendly reminder');
    expect(en).not.toContain('No signed contract?');
    expect(en).toContain(
      "In New York City, ask the Department of Consumer and Worker Protection (DCWP) whether the city's freelancer law covers this invoice.",
    );
    const es = await answer(
      'soy diseñadora freelance en queens. un cliente (una agencia) me debe 3,600 por un sitio web, contrato firmado, factura del 5 de septiembre a 30 dias y no me pagan, dicen que esperan que su cliente les pague',
      'es',
      '2026-11-22',
    );
    expect(es).toContain('"Esperamos que nuestro cliente nos pague" es problema de ellos');
    expect(es).toContain('Le pido pagarla antes del [fecha]');
    expect(tuteoMarkers(es)).toEqual([]);
  });

  it('a few days late keeps the friendly reminder', async () => {
    const en = await answer(
      'freelance editor, client owes me 1,200, invoice was due nov 15, still not paid',
      'en',
      '2026-11-22',
    );
    expect(en).toContain('A friendly reminder that invoice');
    expect(en).not.toContain('DCWP');
  });
});
