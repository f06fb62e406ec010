import type { ChatMessage } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { detectCategory, detectFollowUp, extractDates, extractParty, readSituation } from './situation.js';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const lane = (content: string): ChatMessage => ({ role: 'assistant', content });

describe('detectCategory', () => {
  it.each([
    ['The hospital billed me for an ER visit', 'medical_bills'],
    ['El hospital me cobró por urgencias', 'medical_bills'],
    ['My credit card charged an annual fee', 'credit_card_fees'],
    ['Mi tarjeta de crédito me cobró intereses', 'credit_card_fees'],
    ['My landlord is keeping my security deposit', 'rent_landlord'],
    ['Mi casero quiere subir la renta', 'rent_landlord'],
    ['Comcast raised my internet bill', 'service_disputes'],
    ['El gimnasio no me deja cancelar la membresía', 'service_disputes'],
    ['How do I ask my boss for a raise?', 'salary'],
    ['Quiero pedir un aumento de sueldo', 'salary'],
    ['The mechanic charged more than the estimate', 'car_repairs_dealers'],
    ['El concesionario agregó extras al carro', 'car_repairs_dealers'],
    ['Our supplier raised wholesale prices', 'vendors'],
    ['Mi proveedor subió los precios', 'vendors'],
    ['The hotel added a resort fee', 'hidden_fees'],
    ['Me cobraron cargos ocultos en los boletos', 'hidden_fees'],
    ['Me cobraron de más en la renta vacacional', 'hidden_fees'],
  ])('files "%s" under %s', (text, category) => {
    expect(detectCategory(text)).toBe(category);
  });

  it('names no area when nothing points to one', () => {
    expect(detectCategory('I need help negotiating')).toBeUndefined();
  });
});

describe('readSituation', () => {
  it('reads an insured ER bill: amount, emergency, insurance, and no open facts', () => {
    const situation = readSituation([
      user('The hospital billed me $2,340 for an ER visit my insurance should cover'),
    ]);
    expect(situation.category).toBe('medical_bills');
    expect(situation.amounts).toEqual([{ text: '$2,340', value: 2340 }]);
    expect([...situation.signals]).toEqual(['emergency_care']);
    expect(situation.aspects.has('insured')).toBe(true);
    expect(situation.missing).toEqual([]);
    expect(situation.writtenIn).toBe('en');
    expect(situation.followUp).toBeUndefined();
  });

  it('takes "ER" as an emergency only when it is written as the acronym', () => {
    expect(
      readSituation([user('er, the clinic billed me $300 for a checkup')]).signals.has('emergency_care'),
    ).toBe(false);
  });

  it('knows a billing error on a card from a fee charged by the card terms', () => {
    expect(
      readSituation([user('I was charged twice for $50 on my credit card')]).signals.has(
        'card_billing_error',
      ),
    ).toBe(true);
    expect(
      readSituation([user('My credit card charged me a $39 late fee')]).signals.has('card_billing_error'),
    ).toBe(false);
  });

  it('keeps signals to the areas where their facts can apply', () => {
    const situation = readSituation([
      user('My landlord sent my unpaid rent to a collection agency, the estimate was wrong'),
    ]);
    expect(situation.signals.has('debt_collector')).toBe(true);
    expect(situation.signals.has('good_faith_estimate')).toBe(false);
  });

  it('lists what is missing from a vague message', () => {
    expect(readSituation([user('I need help negotiating')]).missing).toEqual([
      'what_happened',
      'who',
      'how_much',
    ]);
  });

  it('reads a follow-up against the whole conversation and counts the noes', () => {
    const situation = readSituation([
      user('Comcast raised my internet bill from $65 to $95'),
      lane('Here is a plan.'),
      user('they said no'),
      lane('Next steps.'),
      user('dijeron que no otra vez'),
    ]);
    expect(situation.category).toBe('service_disputes');
    expect(situation.followUp).toBe('said_no');
    expect(situation.noCount).toBe(2);
    expect(situation.amounts.map((amount) => amount.text)).toEqual(['$65', '$95']);
    expect(situation.writtenIn).toBe('es');
  });

  it('takes a bare "no" as an answer to Lane\'s question when Lane asked one, else as the other side\'s no', () => {
    const asked = readSituation([
      user('My dentist billed me $900'),
      lane('## A few questions first\n\n- Do you have insurance?'),
      user('no'),
    ]);
    const told = readSituation([
      user('My dentist billed me $900'),
      lane('## Strategy\n\nAsk for a discount.'),
      user('No.'),
    ]);
    expect(asked.followUp).toBe('more_details');
    expect(asked.noCount).toBe(0);
    expect(told.followUp).toBe('said_no');
    expect(told.noCount).toBe(1);
  });

  it('keeps the language the person wrote in when the latest message does not say', () => {
    const situation = readSituation([user('El hospital me cobró 900 dólares'), lane('Plan.'), user('ok')]);
    expect(situation.writtenIn).toBe('es');
    expect(situation.followUp).toBe('more_details');
  });

  it('notices a request to deceive or threaten, but not a threat someone else made', () => {
    expect(readSituation([user('Help me write a fake receipt for the refund')]).asksForDeception).toBe(true);
    expect(readSituation([user('Ayúdame a amenazar al casero')]).asksForDeception).toBe(true);
    expect(readSituation([user('My landlord threatened to keep my deposit')]).asksForDeception).toBe(false);
  });
});

describe('detectFollowUp', () => {
  it.each([
    ['they said no', 'said_no'],
    ["it didn't work", 'said_no'],
    ['dijeron que no', 'said_no'],
    ['no aceptaron', 'said_no'],
    ['They offered $15 off', 'counter_offer'],
    ['me ofrecieron un descuento de 50 dólares', 'counter_offer'],
    ['They agreed to waive it!', 'agreed'],
    ['funcionó, me lo quitaron', 'agreed'],
    ["they haven't replied", 'no_reply'],
    ['no me han respondido', 'no_reply'],
  ])('reads "%s" as %s', (text, kind) => {
    expect(detectFollowUp(text)).toBe(kind);
  });

  it('reads plain new details as no outcome', () => {
    expect(detectFollowUp("It's Mercy Hospital and I have Aetna")).toBeUndefined();
  });
});

describe('extractParty', () => {
  it.each([
    ['I got a bill from Mercy General Hospital last week', 'Mercy General Hospital'],
    ['Comcast raised my bill', 'Comcast'],
    ['a quote from Dr. Patel for the crown', 'Dr. Patel'],
    ['la factura del Hospital San José', 'Hospital San José'],
    ['my contract with Brightline Media ends soon', 'Brightline Media'],
  ])('finds the other side in "%s"', (text, party) => {
    expect(extractParty(text)).toBe(party);
  });

  it('does not take a month, a weekday or "I" for a name', () => {
    expect(extractParty('I paid on Monday, by March 3, with ER staff')).toBeUndefined();
  });
});

describe('extractDates', () => {
  it('reads dates in both languages and common numeric forms', () => {
    expect(extractDates('On March 3, 2025 and 4/15, el 12 de febrero and 2025-06-01')).toEqual([
      'March 3, 2025',
      '4/15',
      '12 de febrero',
      '2025-06-01',
    ]);
  });
});
