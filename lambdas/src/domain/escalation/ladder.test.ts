import { LANGUAGES, escalationStepSchema } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../test/spanish.js';
import { SUB_CASES_BY_AREA, emptyCase, type CaseArea, type SubCase } from '../chat/case.js';
import { stepsFor } from './escalation.js';
import { LADDERS, ladderOf } from './ladder.js';
import { REGULATORS, type RegulatorId } from './regulators.js';

/**
 * The regulator each sub-case's complaint goes to, written out here on its own (not read from the
 * ladder): cards, banks and collectors to the CFPB; merchants and hidden fees to the FTC; landlords,
 * car repair and dealers, contractors and movers to the state attorney general; surprise medical bills
 * to the CMS help desk; insurers to the state insurance department; unpaid wages to the Wage and Hour
 * Division; a pay negotiation or a business's supplier or client to no regulator at all.
 */
const EXPECTED: Readonly<Record<SubCase, RegulatorId | null>> = {
  card_unauthorized: 'cfpb',
  card_billing_error: 'cfpb',
  card_after_cancel: 'cfpb',
  card_fee_or_interest: 'cfpb',
  card_late_fee: 'cfpb',
  debit_unauthorized: 'cfpb',
  bank_fee: 'cfpb',
  debt_validation: 'cfpb',
  debt_time_barred: 'cfpb',
  debt_threatened_suit: 'cfpb',
  medical_over_estimate: 'cms_no_surprises',
  medical_emergency_balance_bill: 'cms_no_surprises',
  medical_out_of_network_clinician: 'cms_no_surprises',
  medical_ground_ambulance: 'state_insurance_department',
  medical_financial_assistance: 'state_attorney_general',
  medical_public_insurance_billed: 'state_attorney_general',
  medical_bill_review: 'state_insurance_department',
  rent_renewal_increase: 'state_attorney_general',
  rent_midlease_increase: 'state_attorney_general',
  rent_deposit_withheld: 'state_attorney_general',
  rent_repairs: 'state_attorney_general',
  service_price_rise: 'ftc',
  service_after_cancel: 'ftc',
  service_membership_cancel: 'ftc',
  service_contractor_over_quote: 'state_attorney_general',
  service_outage: 'ftc',
  service_movers_held: 'state_attorney_general',
  service_unordered_charge: 'ftc',
  service_damage_claim: 'ftc',
  service_estimated_bill: 'state_attorney_general',
  service_device_balance: 'ftc',
  salary_offer: null,
  salary_raise: null,
  salary_freelance_rate: null,
  salary_unpaid_wages: 'dol_wage_hour',
  car_over_estimate: 'state_attorney_general',
  car_unauthorized_work: 'state_attorney_general',
  car_vehicle_held: 'state_attorney_general',
  car_dealer_addons: 'state_attorney_general',
  car_used_as_is: 'state_attorney_general',
  vendor_price_rise: null,
  vendor_short_delivery: null,
  vendor_client_late: null,
  fees_tickets: 'ftc',
  fees_lodging: 'ftc',
  fees_travel: 'ftc',
  fees_other: 'ftc',
};

const SUB_CASES = (Object.entries(SUB_CASES_BY_AREA) as [CaseArea, readonly SubCase[]][]).flatMap(
  ([area, subCases]) => subCases.map((subCase) => ({ area, subCase })),
);

const context = { ask: '“Please remove the $312.40 charge”', party: 'Acme', state: undefined };

describe('the escalation ladder', () => {
  it('names a regulator (or none) for every sub-case there is', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(SUB_CASES.map(({ subCase }) => subCase).sort());
  });

  describe.each(SUB_CASES)('$subCase', ({ area, subCase }) => {
    const ladder = ladderOf(emptyCase({ area, subCase }));

    it.each(LANGUAGES)('climbs at least two rungs, each with a name and what to do (%s)', (lang) => {
      const steps = stepsFor(ladder, lang, context);
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.map((step) => step.rung)).toEqual(
        EXPECTED[subCase] ? ['supervisor', 'executive', 'regulator'] : ['supervisor', 'executive'],
      );
      for (const step of steps) {
        expect(escalationStepSchema.safeParse(step).success, JSON.stringify(step)).toBe(true);
        expect(step.detail).not.toMatch(/undefined|\[|\]|\{|\}/u);
        if (lang === 'es') expect(tuteoMarkers(`${step.name}. ${step.detail}`)).toEqual([]);
      }
    });

    it('ends at exactly the regulator that fits, with its official page', () => {
      const steps = stepsFor(ladder, 'en', context);
      const regulator = steps.filter((step) => step.rung === 'regulator');
      const expected = EXPECTED[subCase];
      if (expected === null) {
        expect(regulator).toEqual([]);
        return;
      }
      expect(regulator).toHaveLength(1);
      expect(regulator[0]!.url).toBe(REGULATORS[expected].url);
      expect(regulator[0]!.phone).toBe(REGULATORS[expected].phone);
    });
  });

  it('sends a cancelled flight to DOT, wherever the fee was read', () => {
    for (const subCase of ['fees_travel', 'fees_other'] as const) {
      const kase = emptyCase({
        area: 'hidden_fees',
        subCase,
        flags: { airTravel: true, flightCancelled: true },
      });
      expect(ladderOf(kase).regulator).toBe('dot_aviation');
    }
    // A rental car is no flight.
    const rental = emptyCase({ area: 'hidden_fees', subCase: 'fees_travel', flags: { airTravel: false } });
    expect(ladderOf(rental).regulator).toBe('ftc');
  });

  it('sends an insurer’s denial to the state insurance department, through the insurer’s appeals', () => {
    const kase = emptyCase({
      area: 'medical_bills',
      subCase: 'medical_bill_review',
      flags: { insuranceClaimDenied: true },
    });
    const steps = stepsFor(ladderOf(kase), 'en', context);
    expect(steps.map((step) => step.name)).toEqual([
      'A supervisor',
      'The insurer’s appeals (grievance) department',
      'Your state insurance department',
    ]);
  });

  it('never names a regulator for a pay negotiation, and names the Wage and Hour Division for wages not paid', () => {
    expect(ladderOf(emptyCase({ area: 'salary', subCase: 'salary_raise' })).regulator).toBeUndefined();
    expect(
      ladderOf(emptyCase({ area: 'salary', confidence: 'unsure', flags: { unpaidOvertime: true } }))
        .regulator,
    ).toBe('dol_wage_hour');
  });

  it('names the person’s state office when they said the state, and asks for it in the name otherwise', () => {
    const ladder = LADDERS.rent_deposit_withheld;
    expect(stepsFor(ladder, 'en', { ...context, state: 'Illinois' }).at(-1)!.name).toBe(
      'The Illinois attorney general’s office',
    );
    expect(stepsFor(ladder, 'es', { ...context, state: 'Illinois' }).at(-1)!.name).toBe(
      'La oficina del fiscal general de Illinois',
    );
    expect(stepsFor(ladder, 'en', context).at(-1)!.name).toBe('Your state attorney general’s office');
  });

  it('keeps an unsure reading to its area’s ladder, and names no regulator for a story with no area', () => {
    expect(
      ladderOf(emptyCase({ area: 'rent_landlord', confidence: 'unsure', subCase: 'rent_repairs' })).regulator,
    ).toBe('state_attorney_general');
    expect(ladderOf(emptyCase())).toEqual({ first: 'supervisor', second: 'executive_office' });
    expect(ladderOf(emptyCase({ area: 'hidden_fees', offTopic: true })).regulator).toBeUndefined();
  });
});
