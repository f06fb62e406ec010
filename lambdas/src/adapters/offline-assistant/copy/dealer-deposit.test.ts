import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { Case } from '../../../domain/chat/case.js';
import { carRepairsDealers } from './car-repairs-dealers.js';
import { caseIn, expectSays, sectionView } from './test-support.js';

/** "put 500 deposit on a car at a dealer, financing fell through, didn't sign the purchase". */
const DEPOSIT: Partial<Case> = {
  area: 'car_repairs_dealers',
  subCase: 'car_dealer_addons',
  amounts: [{ text: '500', value: 500, role: 'deposit' }],
  flags: { carDepositKept: true, dealerSale: true },
};

describe('a dealer keeping the deposit on a car never bought', () => {
  it('asks for the $500 back in writing, the receipt read, a card dispute next and the state rules as a question', () => {
    const shown = sectionView(carRepairsDealers, caseIn('en', DEPOSIT));
    expectSays(shown.strategy, [
      'there is no sale',
      'Ask for the $500 deposit back, in writing',
      '"refundable" or "non-refundable"',
      'ask your card issuer to dispute the $500 charge',
      "ask your state attorney general's consumer office what your state's rules say about dealer deposits",
    ]);
    expect(shown.opening).toContain("I'm asking for my $500 deposit back");
    expect(shown.emailSubject).toContain('Refund of my $500 deposit');
    expect(shown.rungs).toMatch(/dispute the charge/);
    // Not a repair bill, not an itemized quote, not the CARS Rule's buyer's order.
    expect(shown.all).not.toMatch(/itemized|repair order|estimate/i);
  });

  it('after "non-refundable": the signed paper that says so, then the card dispute and a complaint', () => {
    const no = carRepairsDealers.en.nextStep?.(caseIn('en', DEPOSIT), 'said_no', undefined) ?? '';
    expectSays(no, [
      'the paper you signed that says "non-refundable"',
      'dispute the $500 charge',
      'file a complaint',
    ]);
    expect(carRepairsDealers.en.judgeOffer?.(caseIn('en', DEPOSIT), 250)).toBe('take_part');
    expect(carRepairsDealers.en.judgeOffer?.(caseIn('en', DEPOSIT), 500)).toBe('accept');
  });

  it('in Spanish, in usted', () => {
    const ctx = caseIn('es', { ...DEPOSIT, amounts: [{ text: '500', value: 500, role: 'billed' }] });
    const shown = sectionView(carRepairsDealers, ctx);
    expectSays(shown.strategy, [
      'no hubo venta',
      'Pida que le devuelvan el depósito de $500',
      'dispute el cargo de $500',
    ]);
    expect(tuteoMarkers(shown.all)).toEqual([]);
    const no = carRepairsDealers.es.nextStep?.(ctx, 'said_no', undefined) ?? '';
    expect(tuteoMarkers(no)).toEqual([]);
  });

  it('an add-ons case without a deposit kept keeps its own words', () => {
    const addons = sectionView(carRepairsDealers, caseIn('en', { ...DEPOSIT, flags: {} }));
    expect(addons.strategy).not.toContain('there is no sale');
  });
});
