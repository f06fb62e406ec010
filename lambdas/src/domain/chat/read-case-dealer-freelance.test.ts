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

describe('a client who offers part now against a paper closing the invoice', { timeout: 30_000 }, () => {
  it('reads their reply quoted without its subject as an offer, never a demand on the person', () => {
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

describe('a car named by its make or model, bought at a dealer with add-ons', { timeout: 30_000 }, () => {
  it('is a dealer add-ons case, never a card charge, with its state from a postal code', () => {
    const kase = read(
      [
        "bought a used 2021 rav4 sept 27 at a dealer in marietta GA, financed thru them. theres stuff i never asked for: gap 895, 'tire & wheel nitrogen' 199, vin etch 349, extended warranty 2,450. finance guy said the bank REQUIRED the warranty and gap to approve me. can i return the car? theres a 3 day rule right?",
      ],
      '2026-10-06',
    ).case;
    expect(kase.area).toBe('car_repairs_dealers');
    expect(kase.subCase).toBe('car_dealer_addons');
    expect(kase.state).toBe('Georgia');
    expect(kase.flags.carReturnAsked).toBe(true);
    expect(kase.flags.toldRequired).toBe(true);
    expect(kase.addOnItems).toEqual([
      { product: 'gap', text: '895' },
      { product: 'nitrogen', text: '199' },
      { product: 'etching', text: '349' },
      { product: 'warranty', text: '2,450' },
    ]);
    const es = read([
      'compre un rav4 2021 en una agencia, financiado. tiene garantia extendida 1,900 y gap 700 que no pedi. el de finanzas dijo que el banco exigia la garantia',
    ]).case;
    expect(es.subCase).toBe('car_dealer_addons');
    expect(es.flags.toldRequired).toBe(true);
  });

  it('reads a postal code only after a town, never in a line typed in capitals or as a scan', () => {
    expect(read(['un taller en kissimmee FL me cobro 1,940 y el estimado era 780']).case.state).toBe(
      'Florida',
    );
    expect(read(['the hospital billed me 2,400 for the CT scan']).case.state).toBeUndefined();
    expect(read(['I DID NOT WANT ANY OF IT GA']).case.state).toBeUndefined();
  });
});

describe('other ways to ask for the car back', () => {
  it('reads "do i have 3 days to return it" and "tengo 3 dias para devolverlo"', () => {
    const en = read([
      'bought a 2022 tesla model y on nov 1 at the dealer with 1500 paint protection and 900 gap i didnt want. do i have 3 days to return it?',
    ]).case;
    expect(en.subCase).toBe('car_dealer_addons');
    expect(en.flags.carReturnAsked).toBe(true);
    const es = read([
      'compre una camioneta en la agencia el 3 de noviembre con garantia 1,500 que no pedi. tengo 3 dias para devolverla?',
    ]).case;
    expect(es.flags.carReturnAsked).toBe(true);
  });
});
