import { type Case, type CaseArea, type SubCase } from '../chat/case.js';
import type { RegulatorId } from './regulators.js';

/**
 * The ladder a no climbs, per sub-case: someone with more authority on the same call, then the office
 * above the phone line that settles what it can't, then the regulator that fits the company's
 * business — or none, where no regulator decides the matter (a pay negotiation, a business's supplier
 * or client): then the top of the company is the last rung, and the complaint is written for it.
 */

/** Who to ask for on the call itself. */
export type FirstRung =
  | 'supervisor'
  | 'billing_supervisor'
  | 'service_manager'
  | 'property_manager'
  | 'hiring_manager'
  | 'skip_level'
  | 'decision_maker';

/** The office above the phone line. */
export type SecondRung =
  | 'executive_office'
  | 'retention_team'
  | 'patient_advocate'
  | 'collector_compliance'
  | 'landlord_owner'
  | 'shop_owner'
  | 'dealer_general_manager'
  | 'human_resources'
  | 'payroll'
  | 'business_owner'
  | 'insurer_appeals';

export interface Ladder {
  readonly first: FirstRung;
  readonly second: SecondRung;
  /** The regulator that fits, or none where no regulator decides the matter. */
  readonly regulator?: RegulatorId;
  /**
   * A second office that takes the same complaint, named after the first (a merchant: the state
   * attorney general beside the FTC; a surprise bill: the state's insurance department beside the
   * CMS help desk). The complaint is written for the first.
   */
  readonly also?: RegulatorId;
}

const card = (): Ladder => ({ first: 'supervisor', second: 'executive_office', regulator: 'cfpb' });
const medical = (regulator: RegulatorId, also?: RegulatorId): Ladder => ({
  first: 'billing_supervisor',
  second: 'patient_advocate',
  regulator,
  ...(also ? { also } : {}),
});
const landlord = (): Ladder => ({
  first: 'property_manager',
  second: 'landlord_owner',
  regulator: 'state_attorney_general',
});
// A merchant: the FTC takes the report, and the state attorney general's consumer office the complaint.
const merchant = (second: SecondRung = 'executive_office'): Ladder => ({
  first: 'supervisor',
  second,
  regulator: 'ftc',
  also: 'state_attorney_general',
});
const stateOffice = (first: FirstRung, second: SecondRung): Ladder => ({
  first,
  second,
  regulator: 'state_attorney_general',
});

/** Every sub-case's ladder; the type makes a new sub-case add its own. */
export const LADDERS: Readonly<Record<SubCase, Ladder>> = {
  // Cards, banks and payment apps: the CFPB takes complaints about all of them.
  card_unauthorized: card(),
  card_billing_error: card(),
  card_after_cancel: card(),
  card_fee_or_interest: card(),
  card_late_fee: card(),
  debit_unauthorized: card(),
  bank_fee: card(),
  // Debt collectors: the CFPB too.
  debt_validation: { first: 'supervisor', second: 'collector_compliance', regulator: 'cfpb' },
  debt_time_barred: { first: 'supervisor', second: 'collector_compliance', regulator: 'cfpb' },
  debt_threatened_suit: { first: 'supervisor', second: 'collector_compliance', regulator: 'cfpb' },
  // Bills the No Surprises Act covers (a Good Faith Estimate, emergency care, an out-of-network
  // clinician at an in-network facility) go to the CMS help desk; an insurer's denial to the state's
  // insurance department; a ground ambulance (outside the Act) and an insured patient's bill to the
  // state's insurance department; a hospital's financial assistance or a Medicaid patient billed, to
  // the state attorney general's consumer office.
  medical_over_estimate: medical('cms_no_surprises'),
  medical_emergency_balance_bill: medical('cms_no_surprises', 'state_insurance_department'),
  medical_out_of_network_clinician: medical('cms_no_surprises', 'state_insurance_department'),
  medical_ground_ambulance: medical('state_insurance_department'),
  medical_financial_assistance: medical('state_attorney_general'),
  medical_public_insurance_billed: medical('state_attorney_general'),
  medical_bill_review: medical('state_insurance_department'),
  // Landlords: the state attorney general.
  rent_renewal_increase: landlord(),
  rent_midlease_increase: landlord(),
  rent_deposit_withheld: landlord(),
  rent_repairs: landlord(),
  // Subscriptions and services: the cancellation team, then the FTC; contractors and movers: the
  // state attorney general; a utility's estimated bill: the state attorney general's consumer office.
  service_price_rise: merchant('retention_team'),
  service_after_cancel: merchant('retention_team'),
  service_membership_cancel: merchant('retention_team'),
  service_contractor_over_quote: stateOffice('supervisor', 'business_owner'),
  service_outage: merchant('retention_team'),
  service_movers_held: stateOffice('supervisor', 'business_owner'),
  service_unordered_charge: merchant(),
  service_damage_claim: merchant(),
  service_estimated_bill: stateOffice('supervisor', 'executive_office'),
  service_device_balance: merchant('retention_team'),
  // Pay: never a regulator for a negotiation; wages earned and not paid (a last paycheck, vacation
  // pay) go to the state's labor department, overtime and the minimum wage to the Wage and Hour
  // Division (ladderOf).
  salary_offer: { first: 'hiring_manager', second: 'human_resources' },
  salary_raise: { first: 'skip_level', second: 'human_resources' },
  salary_freelance_rate: { first: 'decision_maker', second: 'business_owner' },
  salary_unpaid_wages: { first: 'supervisor', second: 'payroll', regulator: 'state_labor_department' },
  // Car repair and dealers: the state attorney general.
  car_over_estimate: stateOffice('service_manager', 'shop_owner'),
  car_unauthorized_work: stateOffice('service_manager', 'shop_owner'),
  car_vehicle_held: stateOffice('service_manager', 'shop_owner'),
  car_dealer_addons: stateOffice('supervisor', 'dealer_general_manager'),
  car_used_as_is: stateOffice('supervisor', 'dealer_general_manager'),
  // A business's suppliers and clients: between businesses, no consumer regulator decides it.
  vendor_price_rise: { first: 'decision_maker', second: 'business_owner' },
  vendor_short_delivery: { first: 'decision_maker', second: 'business_owner' },
  vendor_client_late: { first: 'decision_maker', second: 'business_owner' },
  // Hidden fees: the FTC; an airline's (decided below from the case): DOT.
  fees_tickets: merchant(),
  fees_lodging: merchant(),
  fees_travel: merchant(),
  fees_other: merchant(),
};

/** When the reading found an area but not its sub-case: the area's most common ladder. */
const AREA_LADDERS: Readonly<Record<CaseArea, Ladder>> = {
  hidden_fees: merchant(),
  medical_bills: medical('state_insurance_department'),
  credit_card_fees: card(),
  debt_collection: LADDERS.debt_validation,
  rent_landlord: landlord(),
  service_disputes: merchant(),
  salary: { first: 'skip_level', second: 'human_resources' },
  car_repairs_dealers: stateOffice('service_manager', 'shop_owner'),
  vendors: { first: 'decision_maker', second: 'business_owner' },
};

/**
 * Nothing known of the case yet (no money matter read, or none at all): a supervisor and the
 * executive office, and no regulator named on a guess; the answer asks what happened.
 */
const GENERAL_LADDER: Ladder = { first: 'supervisor', second: 'executive_office' };

/** Overtime or the minimum wage not paid: the Wage and Hour Division, then the state's labor department. */
export const OVERTIME_LADDER: Ladder = {
  first: 'supervisor',
  second: 'payroll',
  regulator: 'dol_wage_hour',
  also: 'state_labor_department',
};

/** Repairs (not a dealer's sale), which California's Bureau of Automotive Repair oversees. */
const CA_REPAIR: ReadonlySet<string> = new Set([
  'car_over_estimate',
  'car_unauthorized_work',
  'car_vehicle_held',
]);

/**
 * A phone, internet or cable provider's bill or service: the FCC, which sends the complaint to the
 * provider, with the state attorney general's consumer office after it. Not a contractor, a mover or
 * damage to property, which no FCC complaint settles, nor a hotel's or a ticket's fee.
 */
const NOT_TELECOM: ReadonlySet<string> = new Set([
  'service_contractor_over_quote',
  'service_movers_held',
  'service_damage_claim',
]);

function telecomLadder(kase: Case, subCase: SubCase | undefined): Ladder | undefined {
  const fits = subCase
    ? (subCase.startsWith('service_') || subCase === 'fees_other') && !NOT_TELECOM.has(subCase)
    : kase.area === 'service_disputes' || kase.area === 'hidden_fees';
  if (!fits) return undefined;
  const base = subCase ? LADDERS[subCase] : AREA_LADDERS[kase.area!];
  return { first: base.first, second: base.second, regulator: 'fcc', also: 'state_attorney_general' };
}

/** What the person's own words add to the case, that the shared reading does not carry. */
export interface LadderWords {
  /** The company is a phone, internet or cable provider (escalation.ts reads it from the words). */
  readonly telecom?: boolean;
}

/** The sub-case Lane reads, when the reading is sure of it (a guess names no regulator). */
export function subCaseOf(kase: Case): SubCase | undefined {
  return kase.confidence === 'unsure' ? undefined : kase.subCase;
}

/**
 * The ladder for this case, with the facts that move a rung (an airline; wages not paid; a phone,
 * internet or cable provider).
 */
export function ladderOf(kase: Case, words: LadderWords = {}): Ladder {
  const subCase = subCaseOf(kase);
  // A flight the airline cancelled or moved, or a bag it lost, goes to DOT, whichever fee family it
  // was read in; a rental car (airTravel false) stays with the merchant's ladder.
  const airline =
    kase.flags.airTravel === true || kase.flags.flightCancelled === true || kase.flags.flightChanged === true;
  if (airline && (subCase === undefined || subCase.startsWith('fees_')))
    return { first: 'supervisor', second: 'executive_office', regulator: 'dot_aviation' };
  // Wages earned and not paid, however the reading named the pay question: overtime (a federal
  // right) to the Wage and Hour Division, with the state's labor department beside it; any other pay
  // owed (a last paycheck, vacation pay) to the state's labor department.
  if (kase.area === 'salary' && (kase.flags.unpaidOvertime === true || kase.overtime !== undefined))
    return OVERTIME_LADDER;
  if ((kase.flags.unpaidWages === true || subCase === 'salary_unpaid_wages') && kase.area === 'salary')
    return LADDERS.salary_unpaid_wages;
  // An insurer's denial: its appeals department, then the state's insurance department.
  if (kase.flags.insuranceClaimDenied === true && kase.area === 'medical_bills')
    return { first: 'supervisor', second: 'insurer_appeals', regulator: 'state_insurance_department' };
  // A repair shop in California: the Bureau of Automotive Repair, which takes these complaints.
  if (subCase && CA_REPAIR.has(subCase) && /^(?:ca|calif(?:ornia)?\.?)$/iu.test(kase.state?.trim() ?? ''))
    return { ...LADDERS[subCase], regulator: 'ca_automotive_repair' };
  const telecom = words.telecom === true && !kase.offTopic ? telecomLadder(kase, subCase) : undefined;
  if (telecom) return telecom;
  if (subCase) return LADDERS[subCase];
  if (kase.area && !kase.offTopic) return AREA_LADDERS[kase.area];
  return GENERAL_LADDER;
}
