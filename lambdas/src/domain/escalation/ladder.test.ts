import { LANGUAGES, escalationStepSchema } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../test/spanish.js';
import { SUB_CASES_BY_AREA, emptyCase, type CaseArea, type SubCase } from '../chat/case.js';
import { stepsFor } from './escalation.js';
import { LADDERS, ladderOf } from './ladder.js';
import { REGULATORS, type RegulatorId } from './regulators.js';

/**
 * The regulator each sub-case's complaint goes to, written out here on its own (not read from the
 * ladder): cards, banks and collectors to the CFPB; merchants and hidden fees to the FTC, then the
 * state attorney general; landlords, car repair and dealers, contractors and movers to the state
 * attorney general; surprise medical bills to the CMS help desk, then the state insurance department;
 * insurers to the state insurance department; pay owed to the state's labor department; a pay
 * negotiation or a business's supplier or client to no regulator at all. Several: in order.
 */
const EXPECTED: Readonly<Record<SubCase, RegulatorId | readonly RegulatorId[] | null>> = {
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
  medical_emergency_balance_bill: ['cms_no_surprises', 'state_insurance_department'],
  medical_out_of_network_clinician: ['cms_no_surprises', 'state_insurance_department'],
  medical_ground_ambulance: 'state_insurance_department',
  medical_financial_assistance: 'state_attorney_general',
  medical_public_insurance_billed: 'state_attorney_general',
  medical_bill_review: 'state_insurance_department',
  rent_renewal_increase: 'state_attorney_general',
  rent_midlease_increase: 'state_attorney_general',
  rent_deposit_withheld: 'state_attorney_general',
  rent_repairs: 'state_attorney_general',
  service_price_rise: ['ftc', 'state_attorney_general'],
  service_after_cancel: ['ftc', 'state_attorney_general'],
  service_membership_cancel: ['ftc', 'state_attorney_general'],
  service_contractor_over_quote: 'state_attorney_general',
  service_outage: ['ftc', 'state_attorney_general'],
  service_movers_held: 'state_attorney_general',
  service_unordered_charge: ['ftc', 'state_attorney_general'],
  service_damage_claim: ['ftc', 'state_attorney_general'],
  service_estimated_bill: 'state_attorney_general',
  service_device_balance: ['ftc', 'state_attorney_general'],
  salary_offer: null,
  salary_raise: null,
  salary_freelance_rate: null,
  salary_unpaid_wages: 'state_labor_department',
  car_over_estimate: 'state_attorney_general',
  car_unauthorized_work: 'state_attorney_general',
  car_vehicle_held: 'state_attorney_general',
  car_dealer_addons: 'state_attorney_general',
  car_used_as_is: 'state_attorney_general',
  vendor_price_rise: null,
  vendor_short_delivery: null,
  vendor_client_late: null,
  fees_tickets: ['ftc', 'state_attorney_general'],
  fees_lodging: ['ftc', 'state_attorney_general'],
  fees_travel: ['ftc', 'state_attorney_general'],
  fees_other: ['ftc', 'state_attorney_general'],
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
      const expected = EXPECTED[subCase];
      expect(steps.map((step) => step.rung)).toEqual([
        'supervisor',
        'executive',
        ...(expected === null ? [] : [expected].flat().map(() => 'regulator')),
      ]);
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
      const ids = [expected].flat();
      expect(regulator).toHaveLength(ids.length);
      ids.forEach((id, index) => {
        expect(regulator[index]!.url).toBe(REGULATORS[id].url);
        expect(regulator[index]!.phone).toBe(REGULATORS[id].phone);
      });
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

  it('never names a regulator for a pay negotiation; overtime goes to the Wage and Hour Division, other pay owed to the state', () => {
    expect(ladderOf(emptyCase({ area: 'salary', subCase: 'salary_raise' })).regulator).toBeUndefined();
    const overtime = ladderOf(
      emptyCase({ area: 'salary', confidence: 'unsure', flags: { unpaidOvertime: true } }),
    );
    expect([overtime.regulator, overtime.also]).toEqual(['dol_wage_hour', 'state_labor_department']);
    const finalPay = ladderOf(emptyCase({ area: 'salary', subCase: 'salary_unpaid_wages' }));
    expect([finalPay.regulator, finalPay.also]).toEqual(['state_labor_department', undefined]);
  });

  it('sends a phone, internet or cable provider’s bill to the FCC, then the state attorney general, and nothing else there', () => {
    const provider = (subCase: SubCase) =>
      ladderOf(emptyCase({ area: 'service_disputes', subCase }), { telecom: true });
    for (const subCase of ['service_after_cancel', 'service_price_rise', 'service_device_balance'] as const)
      expect([provider(subCase).regulator, provider(subCase).also], subCase).toEqual([
        'fcc',
        'state_attorney_general',
      ]);
    // Its own rungs stay: the cancellation team before the FCC.
    expect(provider('service_after_cancel').second).toBe('retention_team');
    // A contractor or a mover is no provider's bill, whatever the words; nor a hotel's fee.
    expect(provider('service_contractor_over_quote').regulator).toBe('state_attorney_general');
    expect(provider('service_movers_held').regulator).toBe('state_attorney_general');
    expect(
      ladderOf(emptyCase({ area: 'hidden_fees', subCase: 'fees_lodging' }), { telecom: true }).regulator,
    ).toBe('ftc');
    // Without the words, a service stays with the FTC.
    expect(ladderOf(emptyCase({ area: 'service_disputes', subCase: 'service_after_cancel' })).regulator).toBe(
      'ftc',
    );
  });

  it('gives a state’s own complaint page where it was checked, and the national directory elsewhere', () => {
    const landlord = LADDERS.rent_deposit_withheld;
    // texasattorneygeneral.gov/cpd/the-consumer-complaint-process
    expect(stepsFor(landlord, 'en', { ...context, state: 'Texas' }).at(-1)!.url).toBe(
      'https://texasattorneygeneral.gov/cpd/the-consumer-complaint-process',
    );
    expect(stepsFor(landlord, 'en', { ...context, state: 'TX' }).at(-1)!.url).toBe(
      'https://texasattorneygeneral.gov/cpd/the-consumer-complaint-process',
    );
    expect(stepsFor(landlord, 'en', { ...context, state: 'Ohio' }).at(-1)!.url).toBe(
      REGULATORS.state_attorney_general.url,
    );
    // A merchant in Nevada: the FTC, then the Nevada attorney general's consumer bureau and its line.
    const hotel = stepsFor(LADDERS.fees_lodging, 'es', { ...context, state: 'Nevada' });
    expect(hotel.filter((step) => step.rung === 'regulator').map((step) => [step.url, step.phone])).toEqual([
      [REGULATORS.ftc.url, undefined],
      ['https://ag.nv.gov/About/Consumer_Protection/Bureau_of_Consumer_Protection/', '(888) 434-9989'],
    ]);
    expect(hotel.at(-1)!.name).toBe('La oficina del fiscal general de Nevada');
    // Pay owed in Illinois: the Illinois Department of Labor's wage claim page; elsewhere no link we
    // could confirm, named for the person's state.
    const wages = LADDERS.salary_unpaid_wages;
    expect(stepsFor(wages, 'en', { ...context, state: 'Illinois' }).at(-1)).toMatchObject({
      name: 'The Illinois Department of Labor (wage claims)',
      url: 'https://labor.illinois.gov/faqs/how-to-file-a-claim.html',
    });
    expect(stepsFor(wages, 'es', { ...context, state: 'Illinois' }).at(-1)!.name).toBe(
      'El Departamento de Trabajo de Illinois (reclamos de salario)',
    );
    // A state whose office is not listed is never given a made-up name ("Ohio Department of Labor").
    expect(stepsFor(wages, 'en', { ...context, state: 'Ohio' }).at(-1)!.name).toBe(
      'The Ohio state labor department (wage claims)',
    );
    const elsewhere = stepsFor(wages, 'es', context).at(-1)!;
    expect(elsewhere.name).toBe('El departamento de trabajo de su estado (reclamos de salario)');
    expect(elsewhere.url).toBeUndefined();
  });

  it('tells an uninsured person over a Good Faith Estimate about the patient-provider dispute and its last day', () => {
    const ladder = LADDERS.medical_over_estimate;
    const withDay = stepsFor(ladder, 'en', { ...context, gfe: 'January 30, 2027' }).at(-1)!;
    expect(withDay.detail).toContain('within 120 days of the date on the first bill: by January 30, 2027');
    expect(withDay.detail).toContain('$25');
    expect(withDay.detail).not.toContain('insurance card');
    const es = stepsFor(ladder, 'es', { ...context, gfe: '' }).at(-1)!;
    expect(es.detail).toContain('dentro de los 120 días desde la fecha de la primera factura;');
    expect(tuteoMarkers(es.detail)).toEqual([]);
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
