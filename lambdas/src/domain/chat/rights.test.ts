import type { ChatSections, Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import {
  areaOfSubCase,
  caseSchema,
  type AmountRole,
  type Case,
  type CaseAmount,
  type CaseDate,
  type CaseFlags,
  type DateRole,
  type SubCase,
} from './case.js';
import { FACT_IDS, REVIEWED_FACTS, deadlineOf, factById, formatDay, type FactId } from './facts.js';
import { deadlinesOf, hasRight, reviewDeadlines, ruleOn, type Ruling } from './rights.js';

const TODAY = '2026-11-22';

type Deadline = ChatSections['deadlines'][number];

interface CaseParts extends Partial<Omit<Case, 'flags'>> {
  flags?: CaseFlags;
}

/** A sure reading of one situation; the area follows from the sub-case unless given. */
function caseOf(parts: CaseParts = {}): Case {
  const { flags = {}, ...rest } = parts;
  const area = rest.area ?? (rest.subCase ? areaOfSubCase(rest.subCase) : undefined);
  return caseSchema.parse({
    confidence: 'sure',
    amounts: [],
    dates: [],
    percentages: [],
    asksForDeception: false,
    offTopic: false,
    ...rest,
    ...(area ? { area } : {}),
    flags,
  });
}

function on(role: DateRole, iso: string, text = iso): CaseDate {
  return { role, iso, text };
}

function money(role: AmountRole, value: number): CaseAmount {
  return { role, value, text: `$${value.toLocaleString('en-US')}` };
}

const rightIds = (ruling: Ruling) => ruling.rights.map((right) => right.id);
const cautionIds = (ruling: Ruling) => ruling.cautions.map((fact) => fact.id);
const applies = (kase: Case, id: FactId) => hasRight(ruleOn(kase, TODAY), id);
const deadlineIso = (kase: Case, id: FactId) =>
  ruleOn(kase, TODAY).rights.find((right) => right.id === id)?.deadline?.iso;

/** One case per fact where it must apply; the near-misses below must not. */
const APPLYING: Record<FactId, Case> = {
  'fcba-billing-error': caseOf({ subCase: 'card_billing_error', cardType: 'credit' }),
  'credit-card-unauthorized-cap': caseOf({
    subCase: 'card_unauthorized',
    cardType: 'credit',
    flags: { unauthorized: true },
  }),
  'reg-e-unauthorized-transfer': caseOf({
    subCase: 'debit_unauthorized',
    cardType: 'debit',
    flags: { unauthorized: true },
  }),
  'debt-validation': caseOf({ subCase: 'debt_validation', flags: { collector: true } }),
  'time-barred-debt-no-suit': caseOf({
    subCase: 'debt_time_barred',
    flags: { collector: true, oldDebt: true },
  }),
  'no-surprises-emergency': caseOf({
    subCase: 'medical_emergency_balance_bill',
    insurance: 'insured',
    flags: { emergency: true },
  }),
  'no-surprises-good-faith-estimate': caseOf({
    subCase: 'medical_over_estimate',
    insurance: 'uninsured',
    amounts: [money('estimated', 1200), money('billed', 1900)],
    flags: { goodFaithEstimate: true },
  }),
  'no-surprises-ground-ambulance-excluded': caseOf({
    subCase: 'medical_ground_ambulance',
    insurance: 'insured',
    flags: { groundAmbulance: true, emergency: true },
  }),
  'hospital-financial-assistance': caseOf({
    subCase: 'medical_financial_assistance',
    flags: { hardship: true },
  }),
  'ftc-fee-rule-scope': caseOf({
    subCase: 'fees_tickets',
    dates: [on('charge', '2025-06-02', 'June 2, 2025')],
  }),
  'ftc-click-to-cancel-vacated': caseOf({ subCase: 'service_membership_cancel', flags: { cancelled: true } }),
  'cfpb-late-fee-rule-vacated': caseOf({ subCase: 'card_late_fee', cardType: 'credit' }),
  'ftc-cars-rule-vacated': caseOf({ subCase: 'car_dealer_addons' }),
  'dot-airline-refund': caseOf({ subCase: 'fees_travel', flags: { flightCancelled: true } }),
  'dot-ticket-agent-refund': caseOf({
    subCase: 'fees_travel',
    flags: { flightCancelled: true, refundBlame: true },
  }),
  'reg-e-overdraft-opt-in': caseOf({ subCase: 'bank_fee', flags: { overdraft: true } }),
  'fdcpa-contact-limits': caseOf({ subCase: 'debt_validation', flags: { harassed: true } }),
  'fdcpa-call-frequency': caseOf({ subCase: 'debt_validation', calls: { count: 3, per: 'day' } }),
  'fmcsa-movers-110-percent': caseOf({ subCase: 'service_movers_held', flags: { interstate: true } }),
  'nlra-pay-discussion': caseOf({ subCase: 'salary_raise', flags: { payDiscussion: true } }),
  'ftc-used-car-buyers-guide': caseOf({ subCase: 'car_used_as_is', flags: { dealerSale: true } }),
  'flsa-overtime': caseOf({ subCase: 'salary_unpaid_wages', flags: { unpaidOvertime: true } }),
  'card-penalty-apr': caseOf({ subCase: 'card_late_fee', cardType: 'credit', flags: { aprIncrease: true } }),
  'medicaid-no-balance-billing': caseOf({
    subCase: 'medical_public_insurance_billed',
    flags: { medicaid: true, publicInsurance: true },
  }),
  'fdcpa-third-party-contact': caseOf({
    subCase: 'debt_validation',
    flags: { collector: true, thirdPartyContacted: true },
  }),
  'ftc-recovery-scam': caseOf({ subCase: 'debit_unauthorized', flags: { recoveryFeeAsked: true } }),
  'ftc-fake-debt-collector-details': caseOf({
    subCase: 'debt_validation',
    flags: { accountNumberAsked: true },
  }),
  'fdcpa-no-arrest-threats': caseOf({ subCase: 'debt_validation', flags: { arrestThreat: true } }),
  'ftc-mail-order-rule': caseOf({
    subCase: 'card_billing_error',
    cardType: 'credit',
    flags: { remoteOrder: true, notReceived: true },
  }),
  'fdcpa-location-only': caseOf({ subCase: 'debt_validation', flags: { someoneElsesDebt: true } }),
  'fdcpa-false-property-threat': caseOf({ subCase: 'debt_validation', flags: { propertyThreat: true } }),
  'reg-e-error-resolution': caseOf({ subCase: 'card_billing_error', cardType: 'debit' }),
  'ftc-cooling-off-rule': caseOf({ subCase: 'service_contractor_over_quote', flags: { doorToDoor: true } }),
  'federal-benefits-garnishment': caseOf({
    subCase: 'debt_validation',
    flags: { federalBenefits: true, garnishThreat: true },
  }),
  'hospital-collection-limits': caseOf({
    subCase: 'medical_financial_assistance',
    insurance: 'uninsured',
    flags: { hospital: true, nonprofit: true, creditReportThreat: true },
  }),
  'dot-bag-fee-refund': caseOf({ flags: { lostBag: true, bagDelayed: true } }),
  'fcra-checking-report-dispute': caseOf({
    subCase: 'bank_fee',
    flags: { overdraft: true, checkingReportThreat: true },
  }),
  'reg-z-unauthorized-no-deadline': caseOf({
    subCase: 'card_unauthorized',
    cardType: 'credit',
    flags: { unauthorized: true },
    dates: [{ role: 'charge', iso: '2025-01-05', text: 'jan 5' }],
  }),
  'medical-collections-credit-report': caseOf({
    subCase: 'debt_validation',
    insurance: 'insured',
    flags: { collector: true, emergency: true, claimPending: true, creditReportThreat: true },
  }),
  'reg-e-stop-preauthorized-debit': caseOf({
    subCase: 'service_after_cancel',
    flags: { cancelled: true, accountDebit: true },
  }),
};
const warningIds = (ruling: Ruling) => ruling.warnings.map((fact) => fact.id);

describe('ruleOn: every fact applies where it should', () => {
  for (const id of FACT_IDS) {
    const fact = factById(id);
    it(`${id} applies to its own case, as a ${fact.kind}`, () => {
      const ruling = ruleOn(APPLYING[id], TODAY);
      if (fact.kind === 'right') expect(rightIds(ruling)).toContain(id);
      else if (fact.kind === 'warning') expect(warningIds(ruling)).toContain(id);
      else expect(cautionIds(ruling)).toContain(id);
    });
  }

  it('never claims a right or a caution on an unsure reading', () => {
    for (const id of FACT_IDS) {
      const ruling = ruleOn({ ...APPLYING[id], confidence: 'unsure' }, TODAY);
      expect(ruling).toEqual({
        rights: [],
        cautions: [],
        warnings: factById(id).kind === 'warning' ? [factById(id)] : [],
        moneyNotOwed: false,
      });
    }
  });

  it('claims nothing for an off-area or empty case', () => {
    expect(ruleOn(caseOf(), TODAY)).toEqual({ rights: [], cautions: [], warnings: [], moneyNotOwed: false });
    expect(ruleOn(caseOf({ subCase: 'salary_raise' }), TODAY).rights).toEqual([]);
    expect(ruleOn(caseOf({ subCase: 'rent_deposit_withheld' }), TODAY).rights).toEqual([]);
  });
});

describe('ruleOn: a sale made at home (FTC Cooling-Off Rule)', () => {
  const signedAt = (iso: string, text: string) =>
    caseOf({
      subCase: 'service_contractor_over_quote',
      flags: { doorToDoor: true },
      amounts: [{ text: '14.5k', value: 14500, role: 'billed' }],
      dates: [{ text, iso, role: 'service' }],
    });

  it('counts 3 business days with Saturdays in and Sundays out: signed Sat Oct 4, 2025, cancel by midnight Wed Oct 8', () => {
    const right = ruleOn(signedAt('2025-10-04', 'oct 4'), '2025-10-06').rights.find(
      (candidate) => candidate.id === 'ftc-cooling-off-rule',
    );
    expect(right?.deadline).toEqual({ iso: '2025-10-08', from: 'oct 4' });
    const [deadline] = deadlinesOf(ruleOn(signedAt('2025-10-04', 'oct 4'), '2025-10-06'), 'en');
    expect(deadline?.detail).toContain('you can cancel until midnight on October 8, 2025');
    const [es] = deadlinesOf(ruleOn(signedAt('2025-10-04', '4 de octubre'), '2025-10-06'), 'es');
    expect(es?.detail).toContain('puede cancelar hasta la medianoche del 8 de octubre de 2025');
  });

  it('skips the holidays the rule names: signed Wed Nov 25, 2026, Thanksgiving and Sunday out, cancel by Mon Nov 30', () => {
    expect(ruleOn(signedAt('2026-11-25', 'nov 25'), TODAY).rights[0]?.deadline?.iso).toBe('2026-11-30');
  });

  it('says a passed window as past, with the missing form as its own breach', () => {
    const [deadline] = deadlinesOf(ruleOn(signedAt('2026-10-01', 'oct 1'), TODAY), 'en');
    expect(deadline?.detail).toContain('the window ended at midnight on October 5, 2026');
    expect(deadline?.detail).toContain('never gave you the cancellation form');
  });

  it('never applies to a collector or a landlord at the door, nor to a sale not made at home', () => {
    expect(
      hasRight(
        ruleOn(caseOf({ subCase: 'debt_validation', flags: { doorToDoor: true } }), TODAY),
        'ftc-cooling-off-rule',
      ),
    ).toBe(false);
    expect(
      hasRight(
        ruleOn(caseOf({ subCase: 'rent_deposit_withheld', flags: { doorToDoor: true } }), TODAY),
        'ftc-cooling-off-rule',
      ),
    ).toBe(false);
    expect(
      hasRight(ruleOn(caseOf({ subCase: 'service_contractor_over_quote' }), TODAY), 'ftc-cooling-off-rule'),
    ).toBe(false);
  });
});

describe('ruleOn: cards and bank transfers', () => {
  it('gives the $50 credit-card cap and the billing-error dispute for a credit card, not Regulation E', () => {
    const ids = rightIds(ruleOn(APPLYING['credit-card-unauthorized-cap'], TODAY));
    expect(ids).toEqual(expect.arrayContaining(['credit-card-unauthorized-cap', 'fcba-billing-error']));
    expect(ids).not.toContain('reg-e-unauthorized-transfer');
  });

  it('gives Regulation E for a debit card, not the credit-card cap or the billing-error dispute', () => {
    const ids = rightIds(ruleOn(APPLYING['reg-e-unauthorized-transfer'], TODAY));
    expect(ids).toEqual(['reg-e-unauthorized-transfer']);
  });

  it('gives Regulation E for an app or bank transfer too', () => {
    for (const cardType of ['p2p', 'bank_transfer', 'prepaid'] as const) {
      const kase = caseOf({ subCase: 'debit_unauthorized', cardType, flags: { unauthorized: true } });
      expect(rightIds(ruleOn(kase, TODAY))).toEqual(['reg-e-unauthorized-transfer']);
    }
  });

  it('never gives Regulation E for a credit card, even on a debit sub-case', () => {
    const kase = caseOf({ subCase: 'debit_unauthorized', cardType: 'credit', flags: { unauthorized: true } });
    expect(applies(kase, 'reg-e-unauthorized-transfer')).toBe(false);
  });

  it('does not give the credit-card cap on a debit card, or when the card type was not said', () => {
    expect(
      applies(caseOf({ subCase: 'card_unauthorized', cardType: 'debit' }), 'credit-card-unauthorized-cap'),
    ).toBe(false);
    expect(applies(caseOf({ subCase: 'card_unauthorized' }), 'credit-card-unauthorized-cap')).toBe(false);
    expect(applies(caseOf({ subCase: 'card_unauthorized' }), 'fcba-billing-error')).toBe(false);
  });

  it('gives no unauthorized-use right when the person says they authorized the payment', () => {
    const debit = caseOf({
      subCase: 'debit_unauthorized',
      cardType: 'debit',
      flags: { unauthorized: false },
    });
    const credit = caseOf({
      subCase: 'card_unauthorized',
      cardType: 'credit',
      flags: { unauthorized: false },
    });
    expect(applies(debit, 'reg-e-unauthorized-transfer')).toBe(false);
    expect(applies(credit, 'credit-card-unauthorized-cap')).toBe(false);
  });

  it('gives the billing-error dispute for charges after cancelling, with the click-to-cancel caution', () => {
    const ruling = ruleOn(
      caseOf({ subCase: 'card_after_cancel', cardType: 'credit', flags: { cancelled: true } }),
      TODAY,
    );
    expect(rightIds(ruling)).toEqual(['fcba-billing-error']);
    expect(cautionIds(ruling)).toEqual(['ftc-click-to-cancel-vacated']);
  });

  it('gives the billing-error dispute for a service billed after cancelling, on a credit card statement', () => {
    const service = (parts: CaseParts) =>
      caseOf({ subCase: 'service_after_cancel', flags: { cancelled: true }, ...parts });
    const statement = [on('statement', '2026-10-08', 'oct 8')];
    expect(applies(service({ cardType: 'credit', dates: statement }), 'fcba-billing-error')).toBe(true);
    expect(deadlineIso(service({ cardType: 'credit', dates: statement }), 'fcba-billing-error')).toBe(
      '2026-12-07',
    );
    // Not on a debit card, not without the card's statement, not without the cancellation.
    expect(applies(service({ cardType: 'debit', dates: statement }), 'fcba-billing-error')).toBe(false);
    expect(applies(service({ cardType: 'credit' }), 'fcba-billing-error')).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'service_after_cancel', cardType: 'credit', dates: statement }),
        'fcba-billing-error',
      ),
    ).toBe(false);
  });

  it('gives no billing-error dispute for a fee charged under the card agreement or a bank fee', () => {
    for (const subCase of ['card_fee_or_interest', 'card_late_fee', 'bank_fee'] as const) {
      expect(applies(caseOf({ subCase, cardType: 'credit' }), 'fcba-billing-error')).toBe(false);
    }
  });

  it('gives no billing-error dispute on a debit card', () => {
    expect(applies(caseOf({ subCase: 'card_billing_error', cardType: 'debit' }), 'fcba-billing-error')).toBe(
      false,
    );
  });

  it('warns about the vacated $8 late-fee cap and claims no right for a late fee', () => {
    const ruling = ruleOn(APPLYING['cfpb-late-fee-rule-vacated'], TODAY);
    expect(ruling.rights).toEqual([]);
    expect(cautionIds(ruling)).toEqual(['cfpb-late-fee-rule-vacated']);
    expect(ruling.moneyNotOwed).toBe(false);
  });
});

describe('ruleOn: debt collection', () => {
  it('gives the third-party rule only when a collector contacted someone else, never for the original creditor', () => {
    expect(applies(APPLYING['fdcpa-third-party-contact'], 'fdcpa-third-party-contact')).toBe(true);
    expect(
      applies(
        caseOf({ subCase: 'debt_validation', flags: { collector: true } }),
        'fdcpa-third-party-contact',
      ),
    ).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'debt_validation', flags: { collector: false, thirdPartyContacted: true } }),
        'fdcpa-third-party-contact',
      ),
    ).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'medical_bill_review', flags: { thirdPartyContacted: true } }),
        'fdcpa-third-party-contact',
      ),
    ).toBe(false);
  });

  it('gives validation to any debt a collector is collecting', () => {
    for (const subCase of ['debt_validation', 'debt_threatened_suit', 'debt_time_barred'] as const) {
      expect(applies(caseOf({ subCase, flags: { collector: true } }), 'debt-validation')).toBe(true);
    }
    expect(applies(caseOf({ subCase: 'debt_validation' }), 'debt-validation')).toBe(true);
  });

  it('gives no collector right when the person says it is the original company, not a collector', () => {
    const ruling = ruleOn(
      caseOf({ subCase: 'debt_time_barred', flags: { collector: false, oldDebt: true } }),
      TODAY,
    );
    expect(ruling.rights).toEqual([]);
    expect(ruling.moneyNotOwed).toBe(false);
  });

  it('gives the time-barred right only for an old debt', () => {
    expect(
      applies(caseOf({ subCase: 'debt_validation', flags: { collector: true } }), 'time-barred-debt-no-suit'),
    ).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'debt_threatened_suit', flags: { collector: true, suitThreatened: true } }),
        'time-barred-debt-no-suit',
      ),
    ).toBe(false);
    expect(
      applies(
        caseOf({
          subCase: 'debt_threatened_suit',
          flags: { collector: true, suitThreatened: true, oldDebt: true },
        }),
        'time-barred-debt-no-suit',
      ),
    ).toBe(true);
  });

  it('gives no time-barred right when the person says the debt is recent', () => {
    const kase = caseOf({ subCase: 'debt_time_barred', flags: { collector: true, oldDebt: false } });
    expect(applies(kase, 'time-barred-debt-no-suit')).toBe(false);
    expect(applies(kase, 'debt-validation')).toBe(true);
  });
});

describe('ruleOn: medical bills', () => {
  it('protects an insured emergency visit, not an uninsured one', () => {
    expect(applies(APPLYING['no-surprises-emergency'], 'no-surprises-emergency')).toBe(true);
    const uninsured = caseOf({
      subCase: 'medical_emergency_balance_bill',
      insurance: 'uninsured',
      flags: { emergency: true },
    });
    expect(applies(uninsured, 'no-surprises-emergency')).toBe(false);
  });

  it('does not protect a visit the person says was not an emergency', () => {
    const kase = caseOf({
      subCase: 'medical_emergency_balance_bill',
      insurance: 'insured',
      flags: { emergency: false },
    });
    expect(applies(kase, 'no-surprises-emergency')).toBe(false);
  });

  it('protects an out-of-network clinician at an in-network facility, emergency or not', () => {
    const kase = caseOf({
      subCase: 'medical_out_of_network_clinician',
      insurance: 'insured',
      flags: { emergency: false, outOfNetworkProvider: true, inNetworkFacility: true },
    });
    expect(applies(kase, 'no-surprises-emergency')).toBe(true);
  });

  it('does not protect an out-of-network clinician at an out-of-network facility outside an emergency', () => {
    const kase = caseOf({
      subCase: 'medical_out_of_network_clinician',
      insurance: 'insured',
      flags: { outOfNetworkProvider: true, inNetworkFacility: false },
    });
    expect(applies(kase, 'no-surprises-emergency')).toBe(false);
  });

  it('excludes ground ambulances from the No Surprises Act and warns instead', () => {
    const ruling = ruleOn(APPLYING['no-surprises-ground-ambulance-excluded'], TODAY);
    expect(rightIds(ruling)).not.toContain('no-surprises-emergency');
    expect(cautionIds(ruling)).toEqual(['no-surprises-ground-ambulance-excluded']);
    // Even when the model read it as an emergency balance bill.
    const misread = caseOf({
      subCase: 'medical_emergency_balance_bill',
      insurance: 'insured',
      flags: { emergency: true, groundAmbulance: true },
    });
    expect(applies(misread, 'no-surprises-emergency')).toBe(false);
    expect(cautionIds(ruleOn(misread, TODAY))).toEqual(['no-surprises-ground-ambulance-excluded']);
  });

  it('gives the Good Faith Estimate dispute when uninsured and billed $400 or more above the estimate', () => {
    const over = (billed: number, estimated = 1000) =>
      caseOf({
        subCase: 'medical_over_estimate',
        insurance: 'uninsured',
        amounts: [money('estimated', estimated), money('billed', billed)],
        flags: { goodFaithEstimate: true },
      });
    expect(applies(over(1400), 'no-surprises-good-faith-estimate')).toBe(true);
    expect(applies(over(1399), 'no-surprises-good-faith-estimate')).toBe(false);
    expect(applies(over(5000), 'no-surprises-good-faith-estimate')).toBe(true);
    expect(ruleOn(over(1399), TODAY).moneyNotOwed).toBe(false);
  });

  it('gives no Good Faith Estimate dispute to an insured person or without an estimate', () => {
    const base = {
      subCase: 'medical_over_estimate' as const,
      amounts: [money('estimated', 1000), money('billed', 2000)],
    };
    expect(
      applies(
        caseOf({ ...base, insurance: 'insured', flags: { goodFaithEstimate: true } }),
        'no-surprises-good-faith-estimate',
      ),
    ).toBe(false);
    expect(
      applies(caseOf({ ...base, flags: { goodFaithEstimate: true } }), 'no-surprises-good-faith-estimate'),
    ).toBe(false);
    expect(
      applies(
        caseOf({ ...base, insurance: 'uninsured', flags: { goodFaithEstimate: false } }),
        'no-surprises-good-faith-estimate',
      ),
    ).toBe(false);
    expect(applies(caseOf({ ...base, insurance: 'uninsured' }), 'no-surprises-good-faith-estimate')).toBe(
      false,
    );
  });

  it('points a hospital bill the person cannot pay to financial assistance, without saying the money is not owed', () => {
    const ruling = ruleOn(APPLYING['hospital-financial-assistance'], TODAY);
    expect(rightIds(ruling)).toEqual(['hospital-financial-assistance']);
    expect(ruling.moneyNotOwed).toBe(false);
  });
});

describe('ruleOn: fees, cancellations and car dealers', () => {
  const tickets = (...dates: CaseDate[]) => caseOf({ subCase: 'fees_tickets', dates });

  it('gives the FTC fee rule for tickets and short stays bought on or after May 12, 2025', () => {
    expect(applies(tickets(on('charge', '2025-05-12')), 'ftc-fee-rule-scope')).toBe(true);
    expect(applies(tickets(on('service', '2026-03-01')), 'ftc-fee-rule-scope')).toBe(true);
    expect(
      applies(
        caseOf({ subCase: 'fees_lodging', dates: [on('service', '2026-08-14')] }),
        'ftc-fee-rule-scope',
      ),
    ).toBe(true);
  });

  it('gives it when no purchase date was said', () => {
    expect(applies(tickets(), 'ftc-fee-rule-scope')).toBe(true);
    expect(applies(tickets({ role: 'service', text: 'last summer' }), 'ftc-fee-rule-scope')).toBe(true);
  });

  it('does not cite the overdraft opt-in for fees an autopay caused, but keeps it beside debit-card purchases', () => {
    const fee = (flags: Case['flags']) =>
      caseOf({ subCase: 'bank_fee', flags: { overdraft: true, ...flags } });
    expect(applies(fee({ autopay: true, debitPurchases: false }), 'reg-e-overdraft-opt-in')).toBe(false);
    expect(applies(fee({ debitPurchases: false }), 'reg-e-overdraft-opt-in')).toBe(true);
    expect(applies(fee({ autopay: true, debitPurchases: true }), 'reg-e-overdraft-opt-in')).toBe(true);
    expect(
      applies(
        fee({ autopay: true, debitPurchases: false, authorizedPositive: true }),
        'reg-e-overdraft-opt-in',
      ),
    ).toBe(true);
  });

  it('tells a credit card’s $50 cap has no 60-day deadline only when a charge is past its billing-error window', () => {
    const card = (extra: Partial<Case>) =>
      caseOf({ subCase: 'card_unauthorized', cardType: 'credit', flags: { unauthorized: true }, ...extra });
    // Four charges June 5 – Sept 5, statements closing the 12th, on Sept 22: June's and July's windows are past.
    const series = card({
      statementDay: 12,
      amounts: [
        {
          text: '29.99',
          value: 29.99,
          role: 'billed',
          count: 4,
          days: ['2026-06-05', '2026-07-05', '2026-08-05', '2026-09-05'],
        },
      ],
    });
    expect(hasRight(ruleOn(series, '2026-09-22'), 'reg-z-unauthorized-no-deadline')).toBe(true);
    expect(hasRight(ruleOn(series, '2026-08-01'), 'reg-z-unauthorized-no-deadline')).toBe(false);
    expect(
      hasRight(ruleOn({ ...series, cardType: 'debit' }, '2026-09-22'), 'reg-z-unauthorized-no-deadline'),
    ).toBe(false);
    expect(
      hasRight(
        ruleOn(card({ dates: [on('charge', '2026-09-01')] }), '2026-09-22'),
        'reg-z-unauthorized-no-deadline',
      ),
    ).toBe(false);
  });

  it('does not give it for a purchase before May 12, 2025', () => {
    expect(applies(tickets(on('charge', '2025-05-11')), 'ftc-fee-rule-scope')).toBe(false);
    expect(applies(tickets(on('service', '2024-12-20')), 'ftc-fee-rule-scope')).toBe(false);
    expect(
      applies(caseOf({ subCase: 'fees_lodging', dates: [on('charge', '2025-04-30')] }), 'ftc-fee-rule-scope'),
    ).toBe(false);
  });

  it('gives it for a show said by its month alone, which may be ahead ("a show in april", said in March)', () => {
    expect(
      applies(tickets({ role: 'service', text: 'april', iso: '2025-04-01' }), 'ftc-fee-rule-scope'),
    ).toBe(true);
    // With its year, or bought then, the day rules it out.
    expect(
      applies(tickets({ role: 'service', text: 'april 2025', iso: '2025-04-01' }), 'ftc-fee-rule-scope'),
    ).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'fees_lodging', dates: [{ role: 'service', text: 'april', iso: '2025-04-01' }] }),
        'ftc-fee-rule-scope',
      ),
    ).toBe(false);
  });

  it('does not give it when the tickets were paid for before the start, even for a later show', () => {
    expect(
      applies(tickets(on('service', '2025-07-04'), on('charge', '2025-03-15')), 'ftc-fee-rule-scope'),
    ).toBe(false);
  });

  it('does not give it outside tickets and lodging', () => {
    for (const subCase of ['fees_travel', 'fees_other', 'bank_fee', 'service_price_rise'] as const) {
      expect(applies(caseOf({ subCase, dates: [on('charge', '2026-01-10')] }), 'ftc-fee-rule-scope')).toBe(
        false,
      );
    }
  });

  it('does not count dates that are not a purchase', () => {
    expect(applies(tickets(on('due', '2025-01-10'), on('other', '2024-05-01')), 'ftc-fee-rule-scope')).toBe(
      true,
    );
  });

  it('warns about the vacated click-to-cancel rule on every cancellation sub-case, never as a right', () => {
    for (const subCase of ['service_membership_cancel', 'service_after_cancel'] as const) {
      const ruling = ruleOn(caseOf({ subCase, flags: { cancelled: true } }), TODAY);
      expect(cautionIds(ruling)).toEqual(['ftc-click-to-cancel-vacated']);
      expect(ruling.rights).toEqual([]);
    }
  });

  it('warns about the vacated CARS Rule at a dealer, not at a repair shop', () => {
    expect(cautionIds(ruleOn(APPLYING['ftc-cars-rule-vacated'], TODAY))).toEqual(['ftc-cars-rule-vacated']);
    expect(cautionIds(ruleOn(caseOf({ subCase: 'car_over_estimate' }), TODAY))).toEqual([]);
  });
});

describe('ruleOn: scam warnings', () => {
  it('warns of a recovery fee or a request for account numbers even when the reading is unsure, and only then', () => {
    const unsure = (flags: CaseParts['flags']) => caseOf({ confidence: 'unsure', flags });
    expect(warningIds(ruleOn(unsure({ recoveryFeeAsked: true }), TODAY))).toEqual(['ftc-recovery-scam']);
    expect(warningIds(ruleOn(unsure({ accountNumberAsked: true }), TODAY))).toEqual([
      'ftc-fake-debt-collector-details',
    ]);
    expect(warningIds(ruleOn(unsure({}), TODAY))).toEqual([]);
    expect(warningIds(ruleOn(caseOf({ subCase: 'debit_unauthorized' }), TODAY))).toEqual([]);
  });
});

describe('ruleOn: rights, cautions and money not owed', () => {
  it('never lists a caution among the rights, nor a right among the cautions', () => {
    for (const kase of Object.values(APPLYING)) {
      const ruling = ruleOn(kase, TODAY);
      expect(ruling.rights.every((right) => right.fact.kind === 'right' && right.fact.id === right.id)).toBe(
        true,
      );
      expect(ruling.cautions.every((fact) => fact.kind === 'caution')).toBe(true);
    }
  });

  it('says the money is not owed exactly when a right that says so applies', () => {
    // Every fact, and whether it alone says the money is not owed.
    const NOT_OWED: Readonly<Record<FactId, boolean>> = {
      'fcba-billing-error': true,
      'credit-card-unauthorized-cap': true,
      'reg-e-unauthorized-transfer': true,
      'debt-validation': true,
      'time-barred-debt-no-suit': true,
      'no-surprises-emergency': true,
      'no-surprises-good-faith-estimate': true,
      'no-surprises-ground-ambulance-excluded': false,
      'hospital-financial-assistance': false,
      'ftc-fee-rule-scope': false,
      'ftc-click-to-cancel-vacated': false,
      'cfpb-late-fee-rule-vacated': false,
      'ftc-cars-rule-vacated': false,
      'dot-airline-refund': true,
      'dot-ticket-agent-refund': false,
      'reg-e-overdraft-opt-in': false,
      'fdcpa-contact-limits': false,
      'fdcpa-call-frequency': false,
      'fmcsa-movers-110-percent': false,
      'nlra-pay-discussion': false,
      'ftc-used-car-buyers-guide': false,
      'flsa-overtime': false,
      'medicaid-no-balance-billing': true,
      'card-penalty-apr': false,
      'fdcpa-third-party-contact': false,
      'ftc-recovery-scam': false,
      'ftc-fake-debt-collector-details': false,
      'fdcpa-no-arrest-threats': false,
      'ftc-mail-order-rule': false,
      'fdcpa-location-only': true,
      'fdcpa-false-property-threat': false,
      'reg-e-error-resolution': true,
      'ftc-cooling-off-rule': true,
      'federal-benefits-garnishment': false,
      'hospital-collection-limits': false,
      'reg-e-stop-preauthorized-debit': false,
      'dot-bag-fee-refund': false,
      'fcra-checking-report-dispute': false,
      'reg-z-unauthorized-no-deadline': true,
      'medical-collections-credit-report': false,
    };
    for (const [id, kase] of Object.entries(APPLYING) as [FactId, Case][]) {
      const ruling = ruleOn(kase, TODAY);
      expect(ruling.moneyNotOwed, id).toBe(ruling.rights.some((right) => NOT_OWED[right.id]));
    }
    expect(ruleOn(APPLYING['debt-validation'], TODAY).moneyNotOwed).toBe(true);
    for (const id of ['hospital-financial-assistance', 'ftc-fee-rule-scope'] as const) {
      expect(ruleOn(APPLYING[id], TODAY).moneyNotOwed, id).toBe(false);
    }
    for (const id of REVIEWED_FACTS.filter((fact) => fact.kind === 'caution').map((fact) => fact.id)) {
      expect(ruleOn(APPLYING[id], TODAY).moneyNotOwed, id).toBe(false);
    }
  });
});

describe('ruleOn: federal benefits and a garnishment threat', () => {
  it('protects Social Security only when a garnishment is threatened against someone living on it', () => {
    expect(applies(APPLYING['federal-benefits-garnishment'], 'federal-benefits-garnishment')).toBe(true);
    expect(
      applies(
        caseOf({ subCase: 'debt_validation', flags: { garnishThreat: true } }),
        'federal-benefits-garnishment',
      ),
    ).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'debt_validation', flags: { federalBenefits: true } }),
        'federal-benefits-garnishment',
      ),
    ).toBe(false);
    expect(
      applies(
        caseOf({
          subCase: 'debt_validation',
          flags: { federalBenefits: true, garnishThreat: true, collector: false },
        }),
        'federal-benefits-garnishment',
      ),
    ).toBe(false);
  });
});

describe('ruleOn: computed deadlines', () => {
  const billingError = (...dates: CaseDate[]) =>
    caseOf({ subCase: 'card_billing_error', cardType: 'credit', dates });

  it('counts the billing-error dispute 60 days from the statement date', () => {
    expect(deadlineIso(billingError(on('statement', '2026-01-15')), 'fcba-billing-error')).toBe('2026-03-16');
    expect(deadlineIso(billingError(on('statement', '2025-11-20')), 'fcba-billing-error')).toBe('2026-01-19');
    expect(deadlineIso(billingError(on('statement', '2026-12-31')), 'fcba-billing-error')).toBe('2027-03-01');
    expect(deadlineIso(billingError(on('statement', '2028-01-15')), 'fcba-billing-error')).toBe('2028-03-15');
  });

  it('prefers the statement date to the charge date, and falls back on the charge date', () => {
    const both = billingError(on('charge', '2026-01-02'), on('statement', '2026-01-15'));
    expect(deadlineIso(both, 'fcba-billing-error')).toBe('2026-03-16');
    expect(deadlineIso(billingError(on('charge', '2026-01-02')), 'fcba-billing-error')).toBe('2026-03-03');
  });

  it('computes no deadline without a calendar day', () => {
    expect(
      deadlineIso(billingError({ role: 'statement', text: 'last month' }), 'fcba-billing-error'),
    ).toBeUndefined();
    expect(deadlineIso(billingError(), 'fcba-billing-error')).toBeUndefined();
    expect(deadlineIso(billingError(on('notice', '2026-01-15')), 'fcba-billing-error')).toBeUndefined();
  });

  it('keeps the person’s own words for the date a deadline counts from', () => {
    const right = ruleOn(billingError(on('statement', '2026-01-15', 'my January 15 statement')), TODAY)
      .rights[0]!;
    // Today (November 22) is past March 16: the ruling says so, so no copy offers it as a day to meet.
    expect(right.deadline).toEqual({ iso: '2026-03-16', from: 'my January 15 statement', passed: true });
    expect(
      ruleOn(billingError(on('statement', '2026-01-15', 'my January 15 statement')), '2026-02-01').rights[0]!
        .deadline,
    ).toEqual({ iso: '2026-03-16', from: 'my January 15 statement' });
  });

  const debit = (...dates: CaseDate[]) =>
    caseOf({ subCase: 'debit_unauthorized', cardType: 'debit', flags: { unauthorized: true }, dates });

  it('counts Regulation E 2 business days from the day the person learned of it, skipping weekends', () => {
    // Thursday → Monday; Friday → Tuesday across the month's end; Saturday and Sunday → Tuesday.
    expect(deadlineIso(debit(on('learned', '2026-01-29')), 'reg-e-unauthorized-transfer')).toBe('2026-02-02');
    expect(deadlineIso(debit(on('learned', '2026-01-30')), 'reg-e-unauthorized-transfer')).toBe('2026-02-03');
    expect(deadlineIso(debit(on('learned', '2026-01-31')), 'reg-e-unauthorized-transfer')).toBe('2026-02-03');
    expect(deadlineIso(debit(on('learned', '2026-02-01')), 'reg-e-unauthorized-transfer')).toBe('2026-02-03');
    // Wednesday, December 31 → Friday, January 2 of the next year (holidays are not counted out: "about").
    expect(deadlineIso(debit(on('learned', '2025-12-31')), 'reg-e-unauthorized-transfer')).toBe('2026-01-02');
  });

  it('prefers the day the person learned of it to the day of the charge', () => {
    const both = debit(on('charge', '2026-01-26'), on('learned', '2026-01-29'));
    expect(deadlineIso(both, 'reg-e-unauthorized-transfer')).toBe('2026-02-02');
    expect(deadlineIso(debit(on('charge', '2026-01-26')), 'reg-e-unauthorized-transfer')).toBe('2026-01-28');
  });

  it('counts the outer 60 days from the statement when the statement date is given, and says so', () => {
    const withStatement = debit(on('learned', '2026-11-22'), on('statement', '2026-11-03', '3 de noviembre'));
    expect(deadlineIso(withStatement, 'reg-e-unauthorized-transfer')).toBe('2027-01-02');
    const [entry] = deadlinesOf(ruleOn(withStatement, TODAY), 'es');
    expect(entry?.detail).toContain(
      'Contando 60 días desde el estado de cuenta del 3 de noviembre, repórtelo a más tardar el 2 de enero de 2027',
    );
  });

  const collector = (...dates: CaseDate[]) =>
    caseOf({ subCase: 'debt_validation', flags: { collector: true }, dates });

  it('counts debt validation 30 days from the day the notice arrived', () => {
    expect(deadlineIso(collector(on('notice', '2026-01-15')), 'debt-validation')).toBe('2026-02-14');
    expect(deadlineIso(collector(on('notice', '2025-12-20')), 'debt-validation')).toBe('2026-01-19');
    expect(deadlineIso(collector(on('notice', '2026-02-10')), 'debt-validation')).toBe('2026-03-12');
    expect(deadlineIso(collector(on('bill', '2026-01-15')), 'debt-validation')).toBeUndefined();
  });

  const estimate = (...dates: CaseDate[]) =>
    caseOf({
      subCase: 'medical_over_estimate',
      insurance: 'uninsured',
      amounts: [money('estimated', 800), money('billed', 2100)],
      flags: { goodFaithEstimate: true },
      dates,
    });

  it('counts the Good Faith Estimate dispute 120 days from the bill date', () => {
    expect(deadlineIso(estimate(on('bill', '2025-10-01')), 'no-surprises-good-faith-estimate')).toBe(
      '2026-01-29',
    );
    expect(deadlineIso(estimate(on('bill', '2025-12-15')), 'no-surprises-good-faith-estimate')).toBe(
      '2026-04-14',
    );
    expect(
      deadlineIso(estimate(on('service', '2025-10-01')), 'no-surprises-good-faith-estimate'),
    ).toBeUndefined();
  });

  it('takes the overage the person wrote ("$900 over the estimate") when the bill itself is not given', () => {
    const over = caseOf({
      subCase: 'medical_over_estimate',
      insurance: 'uninsured',
      amounts: [money('over', 900), money('estimated', 1000)],
      flags: { goodFaithEstimate: true },
    });
    const under = caseOf({ ...over, amounts: [money('over', 350), money('estimated', 1000)] });
    expect(applies(over, 'no-surprises-good-faith-estimate')).toBe(true);
    expect(applies(under, 'no-surprises-good-faith-estimate')).toBe(false);
  });

  it('keeps the No Surprises Act on an insured emergency bill that a collector now holds', () => {
    const held = caseOf({
      subCase: 'debt_validation',
      insurance: 'insured',
      flags: { collector: true, emergency: true },
    });
    expect(rightIds(ruleOn(held, TODAY)).sort()).toEqual(['debt-validation', 'no-surprises-emergency']);
    expect(applies(caseOf({ ...held, insurance: 'uninsured' }), 'no-surprises-emergency')).toBe(false);
    expect(
      applies(
        caseOf({ ...held, flags: { collector: true, emergency: true, groundAmbulance: true } }),
        'no-surprises-emergency',
      ),
    ).toBe(false);
  });

  it("offers hospital financial assistance for a hospital's bill, not a clinic's", () => {
    const hospital = caseOf({
      subCase: 'medical_bill_review',
      insurance: 'insured',
      flags: { hospital: true },
    });
    expect(applies(hospital, 'hospital-financial-assistance')).toBe(true);
    expect(applies(caseOf({ ...hospital, flags: {} }), 'hospital-financial-assistance')).toBe(true);
    expect(
      applies(caseOf({ ...hospital, flags: { hospital: false } }), 'hospital-financial-assistance'),
    ).toBe(false);
  });

  it('holds an overdraft fee to the opt-in, and says it is not owed when the person never opted in', () => {
    const overdraft = APPLYING['reg-e-overdraft-opt-in'];
    expect(rightIds(ruleOn(overdraft, TODAY))).toEqual(['reg-e-overdraft-opt-in']);
    expect(ruleOn(overdraft, TODAY).moneyNotOwed).toBe(false);
    const never = caseOf({ subCase: 'bank_fee', flags: { overdraft: true, optedIn: false } });
    expect(ruleOn(never, TODAY).moneyNotOwed).toBe(true);
    expect(
      applies(
        caseOf({ subCase: 'bank_fee', flags: { overdraft: true, optedIn: true } }),
        'reg-e-overdraft-opt-in',
      ),
    ).toBe(false);
    expect(applies(caseOf({ subCase: 'bank_fee' }), 'reg-e-overdraft-opt-in')).toBe(false);
  });

  it('limits a collector’s calls when a collector calls at odd hours or harasses (calls at work alone are the copy’s)', () => {
    expect(applies(APPLYING['fdcpa-contact-limits'], 'fdcpa-contact-limits')).toBe(true);
    expect(
      applies(caseOf({ subCase: 'debt_validation', flags: { callsAtWork: true } }), 'fdcpa-contact-limits'),
    ).toBe(false);
    expect(applies(caseOf({ subCase: 'debt_validation' }), 'fdcpa-contact-limits')).toBe(false);
    // The clinic's own billing office is not a debt collector.
    expect(
      applies(
        caseOf({ subCase: 'debt_validation', flags: { harassed: true, collector: false } }),
        'fdcpa-contact-limits',
      ),
    ).toBe(false);
    expect(
      applies(caseOf({ subCase: 'medical_bill_review', flags: { harassed: true } }), 'fdcpa-contact-limits'),
    ).toBe(false);
  });

  it('holds a mover to 110% of its estimate only on a move between states', () => {
    expect(rightIds(ruleOn(APPLYING['fmcsa-movers-110-percent'], TODAY))).toEqual([
      'fmcsa-movers-110-percent',
    ]);
    expect(applies(caseOf({ subCase: 'service_movers_held' }), 'fmcsa-movers-110-percent')).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'service_movers_held', flags: { interstate: false } }),
        'fmcsa-movers-110-percent',
      ),
    ).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'service_contractor_over_quote', flags: { interstate: true } }),
        'fmcsa-movers-110-percent',
      ),
    ).toBe(false);
  });

  it('protects talking about pay only where pay talk is the worry', () => {
    expect(applies(APPLYING['nlra-pay-discussion'], 'nlra-pay-discussion')).toBe(true);
    expect(applies(caseOf({ subCase: 'salary_raise' }), 'nlra-pay-discussion')).toBe(false);
    expect(
      applies(
        caseOf({ subCase: 'vendor_client_late', flags: { payDiscussion: true } }),
        'nlra-pay-discussion',
      ),
    ).toBe(false);
  });

  it('asserts overtime only where overtime went unpaid, never for a raise', () => {
    expect(applies(APPLYING['flsa-overtime'], 'flsa-overtime')).toBe(true);
    expect(applies(caseOf({ subCase: 'salary_raise' }), 'flsa-overtime')).toBe(false);
    expect(applies(caseOf({ subCase: 'salary_unpaid_wages' }), 'flsa-overtime')).toBe(false);
  });

  it('cites the Buyers Guide for a used car from a dealer, not from a private seller', () => {
    expect(applies(APPLYING['ftc-used-car-buyers-guide'], 'ftc-used-car-buyers-guide')).toBe(true);
    expect(
      applies(
        caseOf({ subCase: 'car_used_as_is', flags: { dealerSale: false } }),
        'ftc-used-car-buyers-guide',
      ),
    ).toBe(false);
    expect(applies(caseOf({ subCase: 'car_over_estimate' }), 'ftc-used-car-buyers-guide')).toBe(false);
  });

  it('owes a cancelled flight a refund only when the airline cancelled it', () => {
    expect(rightIds(ruleOn(APPLYING['dot-airline-refund'], TODAY))).toEqual(['dot-airline-refund']);
    expect(ruleOn(APPLYING['dot-airline-refund'], TODAY).moneyNotOwed).toBe(true);
    expect(
      applies(caseOf({ subCase: 'fees_travel', flags: { flightCancelled: false } }), 'dot-airline-refund'),
    ).toBe(false);
    expect(applies(caseOf({ subCase: 'fees_travel' }), 'dot-airline-refund')).toBe(false);
  });

  it('computes no deadline for a right without a time limit', () => {
    const old = caseOf({
      subCase: 'debt_time_barred',
      flags: { collector: true, oldDebt: true },
      dates: [on('last_payment', '2017-03-01')],
    });
    expect(deadlineIso(old, 'time-barred-debt-no-suit')).toBeUndefined();
  });
});

describe('deadlinesOf', () => {
  const kase = caseOf({
    subCase: 'card_unauthorized',
    cardType: 'credit',
    flags: { unauthorized: true },
    dates: [on('statement', '2026-01-15', 'January 15')],
  });

  /** A day before the computed last day (March 16), so it is still one to meet. */
  const BEFORE = '2026-02-01';

  it('lists every right that applies in the table’s words, with the computed date, and no caution', () => {
    const ruling = ruleOn(kase, BEFORE);
    const deadlines = deadlinesOf(ruling, 'en');
    expect(deadlines.map((deadline) => deadline.title)).toEqual(
      ruling.rights.map((right) => right.fact.text.en.title),
    );
    const fcba = deadlines.find(
      (deadline) => deadline.title === factById('fcba-billing-error').text.en.title,
    )!;
    expect(fcba.detail.startsWith(factById('fcba-billing-error').text.en.detail)).toBe(true);
    expect(fcba.detail).toContain(
      'Counting 60 days from January 15, get your letter to them by March 16, 2026',
    );
    expect(fcba.url).toBe(factById('fcba-billing-error').url);
    expect(fcba.source).toBe(factById('fcba-billing-error').text.en.source);
  });

  it('speaks Spanish when asked', () => {
    const deadlines = deadlinesOf(ruleOn(kase, BEFORE), 'es');
    expect(deadlines.map((deadline) => deadline.title)).toContain(
      factById('fcba-billing-error').text.es.title,
    );
    expect(deadlines.map((deadline) => deadline.title)).toContain(
      factById('credit-card-unauthorized-cap').text.es.title,
    );
    expect(JSON.stringify(deadlines)).not.toContain('Counting');
    const fcba = deadlines.find(
      (deadline) => deadline.title === factById('fcba-billing-error').text.es.title,
    )!;
    expect(fcba.detail).toContain(
      'Contando 60 días desde January 15, haga llegar su carta a más tardar el 16 de marzo de 2026',
    );
  });

  it('says a last day already behind today is past, and to send the letter today (judge 23)', () => {
    const [en] = deadlinesOf(ruleOn(kase, TODAY), 'en').filter((deadline) =>
      deadline.detail.includes('Counting 60 days'),
    );
    expect(en?.detail).toContain('Counting 60 days from January 15, that was March 16, 2026, already past');
    expect(en?.detail).toContain('Send your letter today.');
    expect(en?.detail).not.toContain('get your letter to them by March 16, 2026');
    const es = JSON.stringify(deadlinesOf(ruleOn(kase, TODAY), 'es'));
    expect(es).toContain('eso fue el 16 de marzo de 2026, ya pasado');
    expect(es).toContain('Envíe su carta hoy.');
  });

  it('gives the computed last day as `date` while it is ahead, for "Add to calendar"', () => {
    const byTitle = (lang: Language, today: string) =>
      deadlinesOf(ruleOn(kase, today), lang).find(
        (deadline) => deadline.title === factById('fcba-billing-error').text[lang].title,
      )!;
    expect(byTitle('en', BEFORE).date).toBe('2026-03-16');
    expect(byTitle('es', BEFORE).date).toBe('2026-03-16');
    // The last day itself is still a day to meet.
    expect(byTitle('en', '2026-03-16').date).toBe('2026-03-16');
    // Passed: no calendar date (the detail says it is past).
    expect(byTitle('en', '2026-03-17').date).toBeUndefined();
    expect(byTitle('en', '2026-03-17').detail).toContain('already past');
    // A right without a time limit has no date.
    const cap = deadlinesOf(ruleOn(kase, BEFORE), 'en').find(
      (deadline) => deadline.title === factById('credit-card-unauthorized-cap').text.en.title,
    )!;
    expect(cap).not.toHaveProperty('date');
  });

  it('gives no `date` when the person gave no day to count from', () => {
    const undated = caseOf({
      subCase: 'card_unauthorized',
      cardType: 'credit',
      flags: { unauthorized: true },
    });
    const deadlines = deadlinesOf(ruleOn(undated, TODAY), 'en');
    expect(deadlines.map((deadline) => deadline.title)).toContain(
      factById('fcba-billing-error').text.en.title,
    );
    expect(deadlines.every((deadline) => deadline.date === undefined)).toBe(true);
    expect(deadlineOf(factById('fcba-billing-error'), 'en')).not.toHaveProperty('date');
  });

  it('is empty for cautions only', () => {
    expect(deadlinesOf(ruleOn(APPLYING['cfpb-late-fee-rule-vacated'], TODAY), 'en')).toEqual([]);
    expect(deadlinesOf(ruleOn(APPLYING['ftc-cars-rule-vacated'], TODAY), 'es')).toEqual([]);
  });

  it('says each computed date in the reader’s language', () => {
    const cases: [Case, FactId, string][] = [
      [
        caseOf({
          subCase: 'debit_unauthorized',
          cardType: 'debit',
          dates: [on('learned', '2026-01-30', 'Friday')],
        }),
        'reg-e-unauthorized-transfer',
        '2026-02-03',
      ],
      [
        caseOf({ subCase: 'debt_validation', dates: [on('notice', '2025-12-20', 'Dec 20')] }),
        'debt-validation',
        '2026-01-19',
      ],
      [
        caseOf({
          subCase: 'medical_over_estimate',
          insurance: 'uninsured',
          amounts: [money('estimated', 500), money('billed', 950)],
          flags: { goodFaithEstimate: true },
          dates: [on('bill', '2025-10-01', 'October 1')],
        }),
        'no-surprises-good-faith-estimate',
        '2026-01-29',
      ],
    ];
    for (const [kase, id, iso] of cases) {
      for (const lang of ['en', 'es'] as const) {
        const entry = deadlinesOf(ruleOn(kase, TODAY), lang).find(
          (deadline) => deadline.title === factById(id).text[lang].title,
        );
        expect(entry?.detail, `${id} ${lang}`).toContain(formatDay(iso, lang));
      }
    }
  });
});

describe('reviewDeadlines', () => {
  const kase = caseOf({
    subCase: 'debt_validation',
    flags: { collector: true },
    dates: [on('notice', '2026-11-02', 'November 2')],
  });
  const ruling = ruleOn(kase, TODAY);
  const written = (lang: Language, id: FactId, detail = 'Whatever the model wrote.'): Deadline => ({
    title: factById(id).text[lang].title,
    detail,
    source: 'Somewhere',
    url: factById(id).url,
  });

  it('keeps a right the engine decided, in the table’s wording and with the computed date', () => {
    const { deadlines, dropped } = reviewDeadlines(
      [written('en', 'debt-validation', 'You have 45 days.')],
      ruling,
      'en',
    );
    expect(dropped).toBe(0);
    expect(deadlines).toEqual([
      deadlineOf(factById('debt-validation'), 'en', { iso: '2026-12-02', from: 'November 2' }),
    ]);
    expect(deadlines[0]!.detail).not.toContain('45 days');
    expect(deadlines[0]!.detail).toContain('December 2, 2026');
  });

  it('drops a deadline the table does not hold', () => {
    const invented: Deadline = {
      title: 'State 15-day rule for collectors',
      detail: 'Collectors must stop within 15 days.',
      source: 'A blog',
      url: 'https://example.com/collectors',
    };
    const { deadlines, dropped } = reviewDeadlines([invented], ruling, 'en');
    expect(dropped).toBe(1);
    expect(deadlines).toEqual(deadlinesOf(ruling, 'en'));
  });

  it('drops a caution written as a deadline', () => {
    const { deadlines, dropped } = reviewDeadlines(
      [written('en', 'cfpb-late-fee-rule-vacated')],
      ruling,
      'en',
    );
    expect(dropped).toBe(1);
    expect(deadlines.map((deadline) => deadline.title)).not.toContain(
      factById('cfpb-late-fee-rule-vacated').text.en.title,
    );
  });

  it('drops a right from the table that does not apply to this case', () => {
    const { deadlines, dropped } = reviewDeadlines(
      [
        written('en', 'no-surprises-good-faith-estimate'),
        written('en', 'time-barred-debt-no-suit'),
        written('en', 'debt-validation'),
      ],
      ruling,
      'en',
    );
    expect(dropped).toBe(2);
    expect(deadlines.map((deadline) => deadline.title)).toEqual([factById('debt-validation').text.en.title]);
  });

  it('adds a right the engine decided that the model left out', () => {
    const { deadlines, dropped } = reviewDeadlines([], ruling, 'en');
    expect(dropped).toBe(0);
    expect(deadlines).toEqual(deadlinesOf(ruling, 'en'));
    expect(deadlines).toHaveLength(1);
  });

  it('answers in the requested language, whatever language the model wrote in', () => {
    const { deadlines, dropped } = reviewDeadlines([written('en', 'debt-validation')], ruling, 'es');
    expect(dropped).toBe(0);
    expect(deadlines).toEqual(deadlinesOf(ruling, 'es'));
    expect(deadlines[0]!.title).toBe(factById('debt-validation').text.es.title);
    expect(deadlines[0]!.detail).toContain('2 de diciembre de 2026');
  });

  it('recognizes a table title written with other accents or capitals', () => {
    const shouted: Deadline = {
      ...written('es', 'debt-validation'),
      title: factById('debt-validation').text.es.title.toUpperCase().replace('Ó', 'O'),
    };
    expect(reviewDeadlines([shouted], ruling, 'es').dropped).toBe(0);
  });

  it('recognizes a right by its source address when only that fact has it', () => {
    const byUrl: Deadline = {
      title: 'Debt letters',
      detail: '...',
      source: 'CFPB',
      url: 'https://consumerfinance.gov/consumer-tools/debt-collection',
    };
    expect(reviewDeadlines([byUrl], ruling, 'en').dropped).toBe(0);
  });

  it('carries nothing on an unsure reading, whatever the model wrote', () => {
    const unsure = ruleOn({ ...kase, confidence: 'unsure' }, TODAY);
    const { deadlines, dropped } = reviewDeadlines([written('en', 'debt-validation')], unsure, 'en');
    expect(deadlines).toEqual([]);
    expect(dropped).toBe(1);
  });
});

it('builds valid cases across the areas', () => {
  for (const kase of Object.values(APPLYING)) expect(() => caseSchema.parse(kase)).not.toThrow();
  const subCases: SubCase[] = Object.values(APPLYING).flatMap((kase) => (kase.subCase ? [kase.subCase] : []));
  expect(new Set(subCases.map(areaOfSubCase)).size).toBeGreaterThanOrEqual(5);
});

describe('judge 25: a repair bill with unapproved work, paid on a credit card', () => {
  const paidOnCard = (overrides: CaseParts = {}) =>
    caseOf({
      subCase: 'car_vehicle_held',
      cardType: 'credit',
      amounts: [money('estimated', 650), money('billed', 1240), money('paid', 1140)],
      flags: { unapprovedWork: true },
      ...overrides,
    });

  it('is a billing error the card issuer must take in writing', () => {
    expect(applies(paidOnCard(), 'fcba-billing-error')).toBe(true);
    expect(applies(paidOnCard({ subCase: 'car_over_estimate' }), 'fcba-billing-error')).toBe(true);
  });

  it('not before it is paid, not on a debit card, and not for work the person approved', () => {
    expect(
      applies(
        paidOnCard({ amounts: [money('estimated', 650), money('billed', 1240)] }),
        'fcba-billing-error',
      ),
    ).toBe(false);
    expect(applies(paidOnCard({ cardType: 'debit' }), 'fcba-billing-error')).toBe(false);
    expect(applies(paidOnCard({ flags: {} }), 'fcba-billing-error')).toBe(false);
    expect(applies(paidOnCard({ subCase: 'car_dealer_addons' }), 'fcba-billing-error')).toBe(false);
  });
});

describe('judge 25: a repair bill paid under protest on a credit card, the figure paid being the bill', () => {
  it('is a billing error the card issuer must take in writing', () => {
    const kase = caseOf({
      subCase: 'car_unauthorized_work',
      cardType: 'credit',
      amounts: [money('estimated', 480), money('billed', 1050)],
      flags: { unapprovedWork: true, paidUnderProtest: true },
    });
    expect(applies(kase, 'fcba-billing-error')).toBe(true);
  });
});

describe('ruleOn: a nonprofit hospital’s limits on credit reports, debt sales and suits (26 CFR 1.501(r)-6)', () => {
  const threatened = (flags: CaseFlags, ...dates: CaseDate[]) =>
    caseOf({ subCase: 'medical_financial_assistance', insurance: 'uninsured', flags, dates });

  it('applies to a credit-report or lawsuit threat on a hospital bill, never to a threat of collections alone', () => {
    expect(
      applies(threatened({ hospital: true, creditReportThreat: true }), 'hospital-collection-limits'),
    ).toBe(true);
    expect(applies(threatened({ suitThreatened: true }), 'hospital-collection-limits')).toBe(true);
    // A referral to a collection agency is not itself an extraordinary collection action.
    expect(
      applies(threatened({ hospital: true, collectionsThreat: true }), 'hospital-collection-limits'),
    ).toBe(false);
    // A clinic or a for-profit hospital: the rule is not claimed.
    expect(
      applies(threatened({ hospital: false, creditReportThreat: true }), 'hospital-collection-limits'),
    ).toBe(false);
    expect(
      applies(threatened({ nonprofit: false, creditReportThreat: true }), 'hospital-collection-limits'),
    ).toBe(false);
  });

  it('counts 120 days from the first bill, and says a passed day with the notice and the suspension', () => {
    const kase = threatened({ creditReportThreat: true }, on('bill', '2025-07-15', '15 de julio'));
    expect(deadlineIso(kase, 'hospital-collection-limits')).toBe('2025-11-12');
    const open = deadlinesOf(ruleOn(kase, '2025-10-06'), 'es').find((line) =>
      line.title.startsWith('Un hospital sin fines de lucro no puede reportarle'),
    );
    expect(open?.detail).toContain(
      'Contando 120 días desde la primera factura (15 de julio), ninguna puede empezar antes del 12 de noviembre de 2025.',
    );
    expect(open?.detail).toContain('debe suspenderlas mientras la tramita');
    const passed = deadlinesOf(ruleOn(kase, '2026-01-10'), 'en').find((line) =>
      line.title.startsWith('A nonprofit hospital may not report you'),
    );
    expect(passed?.detail).toContain(
      'The 120 days from the first bill (15 de julio) ended on November 12, 2025; the 30-day notice and the suspension while you apply still hold.',
    );
  });
});

describe('ruleOn: stopping a recurring debit from a bank account (12 CFR 1005.10(c))', () => {
  it('applies to a cancelled company still debiting the bank account, never to a credit card', () => {
    const debit = (flags: CaseFlags, cardType?: Case['cardType']) =>
      caseOf({ subCase: 'service_after_cancel', flags, ...(cardType ? { cardType } : {}) });
    expect(applies(debit({ cancelled: true, accountDebit: true }), 'reg-e-stop-preauthorized-debit')).toBe(
      true,
    );
    expect(
      applies(debit({ cancelled: true, accountDebit: true }, 'credit'), 'reg-e-stop-preauthorized-debit'),
    ).toBe(false);
    expect(applies(debit({ cancelled: true }), 'reg-e-stop-preauthorized-debit')).toBe(false);
    expect(applies(debit({ accountDebit: true }), 'reg-e-stop-preauthorized-debit')).toBe(false);
    const [line] = deadlinesOf(ruleOn(debit({ cancelled: true, accountDebit: true }), TODAY), 'es');
    expect(line?.detail).toContain('al menos 3 días hábiles antes de la fecha programada');
    expect(line?.detail).toContain('confirmación por escrito dentro de 14 días');
  });
});

describe('ruleOn: the 240 days to apply for a nonprofit hospital’s financial assistance', () => {
  const assistance = (flags: CaseFlags, ...dates: CaseDate[]) =>
    caseOf({ subCase: 'medical_financial_assistance', insurance: 'uninsured', flags, dates });

  it('counts 240 days from the first bill, or the first statement, where applying is the plan', () => {
    expect(
      deadlineIso(
        assistance({ hospital: true }, on('statement', '2026-07-01')),
        'hospital-financial-assistance',
      ),
    ).toBe('2027-02-26');
    expect(
      deadlineIso(assistance({ hospital: true }, on('bill', '2026-06-05')), 'hospital-financial-assistance'),
    ).toBe('2027-01-31');
    const [deadline] = deadlinesOf(
      ruleOn(assistance({ hospital: true }, on('statement', '2026-07-01', '1 de julio')), TODAY),
      'es',
    );
    expect(deadline?.detail).toContain(
      'Contando 240 días desde la primera factura (1 de julio), puede presentar su solicitud al menos hasta el 26 de febrero de 2027.',
    );
  });

  it('says a passed minimum as a question about the hospital’s own policy, and stays quiet on a bill under review', () => {
    const [passed] = deadlinesOf(
      ruleOn(assistance({ hospital: true }, on('bill', '2026-01-05', 'jan 5')), TODAY),
      'en',
    );
    expect(passed?.detail).toContain("ask whether the hospital's own policy still takes your application");
    const review = caseOf({
      subCase: 'medical_bill_review',
      insurance: 'insured',
      flags: { hospital: true },
      dates: [on('bill', '2026-07-01')],
    });
    expect(deadlineIso(review, 'hospital-financial-assistance')).toBeUndefined();
  });
});

describe('ruleOn: a collector after someone else', () => {
  it('gives the third party the location-only rule, not validation or the family rule, until a letter names them', () => {
    const asked = rightIds(
      ruleOn(
        caseOf({ subCase: 'debt_validation', flags: { someoneElsesDebt: true, thirdPartyContacted: true } }),
        TODAY,
      ),
    );
    expect(asked).toContain('fdcpa-location-only');
    expect(asked).not.toContain('debt-validation');
    expect(asked).not.toContain('fdcpa-third-party-contact');
    const named = rightIds(
      ruleOn(
        caseOf({ subCase: 'debt_validation', flags: { someoneElsesDebt: true, letterInMyName: true } }),
        TODAY,
      ),
    );
    expect(named).toEqual(expect.arrayContaining(['fdcpa-location-only', 'debt-validation']));
  });
});

describe('a delayed checked bag', () => {
  it('gets the bag-fee refund right only when the bag came late, not for a lost or damaged one', () => {
    expect(applies(caseOf({ flags: { lostBag: true, bagDelayed: true } }), 'dot-bag-fee-refund')).toBe(true);
    expect(applies(caseOf({ flags: { lostBag: true } }), 'dot-bag-fee-refund')).toBe(false);
    expect(applies(caseOf({ subCase: 'fees_travel' }), 'dot-bag-fee-refund')).toBe(false);
  });
});
