import { describe, expect, it } from 'vitest';
import { conversationOn } from '../../../../test/conversation.js';
import { readConversation } from '../../../domain/chat/read-case.js';
import { tuteoMarkers } from '../../../../test/spanish.js';

async function answers(turns: string[], lang: 'en' | 'es', today: string): Promise<string[]> {
  return (await conversationOn(today, lang, ...turns)).map((answer) => answer.response);
}

const FIRST =
  "freelance designer in brooklyn. client (small restaurant group) agreed by email to 3,200 for a logo + menu design. i delivered everything july 15, they're using the menus already. invoice never paid, they keep saying cash flow. we never signed a contract just emails. what can i do";

describe('a client paying part only against a release', () => {
  it('reads the release demanded from the follow-up', () => {
    const kase = readConversation(
      [
        { role: 'user', content: FIRST },
        { role: 'assistant', content: 'Send a firm written reminder.' },
        {
          role: 'user',
          content:
            "they can do 50% now (1600) and the rest 'next quarter' but only if i sign something saying 1600 is payment in full. otherwise nothing",
        },
      ],
      '2026-09-22',
    ).case;
    expect(kase.flags.releaseDemanded).toBe(true);
  });

  it('tells the invoice by its delivery day, then refuses the release and plans for their no', async () => {
    const [first, second] = await answers(
      [
        FIRST,
        "they finally replied: they can do 50% now (1600) and the rest 'next quarter' but only if i sign something saying 1600 is payment in full. otherwise nothing",
      ],
      'en',
      '2026-09-22',
    );
    expect(first).toContain('for work delivered July 15 (69 days ago)');
    expect(first).not.toContain('[number] days overdue');
    expect(second).toContain("Don't sign it.");
    expect(second).toContain('final written demand for the full 3,200');
    expect(second).toContain('forbids making you accept less as a condition of being paid');
    expect(second).not.toContain('Please send the 1600 today');
  });

  it('Spanish, a release asked for in other words', async () => {
    const [, second] = await answers(
      [
        'soy fotografo independiente en chicago, un cliente acepto por mensaje pagarme 2400 por las fotos de su boda, entregue todo el 1 de octubre y ya las publico. no me ha pagado la factura',
        'me contesto que me paga 1200 ahora solo si firmo que es pago total, si no, nada',
      ],
      'es',
      '2026-11-22',
    );
    expect(second).toContain('No lo firme.');
    expect(second).toContain('última exigencia por escrito por los 2400 completos');
    expect(tuteoMarkers(second!)).toEqual([]);
  });

  it('a paper saying a plan "resolves the invoice in full", beside part now and the rest at no date', async () => {
    const [, second] = await answers(
      [
        "freelance designer in brooklyn. client (small marketing agency in manhattan) owes me 4.8k for a website redesign, signed contract on docusign says net 30. delivered + invoiced aug 1, due aug 31, so now 60 days late. they keep saying 'we're waiting on our client to pay us'. i have rent due nov 1. what can i actually do without burning the bridge",
        "they replied: can pay 2,400 now and 'the rest in january', no date. and they want me to sign a short thing saying this payment plan 'resolves the invoice in full'",
      ],
      'en',
      '2026-10-30',
    );
    expect(second).toContain("Don't sign it.");
    expect(second).toContain('take the 2,400 now only as a partial payment');
    expect(second).toContain(
      'the remaining $2,400 is due on a fixed date (a day, not just a month or "later")',
    );
    expect(second).toContain('whether its freelancer pay law forbids');
    // In Brooklyn, the city's own office is asked too, as a question.
    expect(second).toContain(
      "In New York City, ask the Department of Consumer and Worker Protection (DCWP) the same about the city's freelancer law.",
    );
    expect(second).not.toContain('2,400 a month');
    expect(second).not.toContain('collections');
    expect(second).not.toContain('itemized statement');
  });

  it('other words: a release "settled in full", no currency sign; and in Spanish', async () => {
    const [, en] = await answers(
      [
        'freelance photographer. client owes me 2500 for event photos, invoiced sept 10 net 15, so its 2 months late. they keep saying next week',
        'they wrote back: we can pay 1000 today and the rest later. but they want me to sign a release saying the invoice is settled in full',
      ],
      'en',
      '2026-11-22',
    );
    expect(en).toContain("Don't sign it.");
    expect(en).toContain('the remaining $1500');
    expect(en).toContain('final written demand for the full 2500');
    const [, es] = await answers(
      [
        'soy diseñadora freelance en queens. un cliente (una agencia) me debe 3,600 por un sitio web, contrato firmado, factura del 5 de septiembre a 30 dias y no me pagan, dicen que esperan que su cliente les pague',
        "contestaron: pueden pagar 1,800 ahora y el resto 'en febrero', sin fecha, y quieren que firme algo que diga que este plan salda la factura por completo",
      ],
      'es',
      '2026-11-22',
    );
    expect(es).toContain('No lo firme.');
    expect(es).toContain('recibirá los 1,800 ahora solo como pago parcial');
    expect(es).toContain('los $1,800 restantes vencen en una fecha fija');
    expect(tuteoMarkers(es!)).toEqual([]);
  });
});
