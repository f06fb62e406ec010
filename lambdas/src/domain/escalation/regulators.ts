/**
 * The regulators a complaint can go to when the company still says no, each with its official
 * complaint page and, where one was checked, its phone line. Every entry names where it was checked;
 * nothing here is written from memory. A regulator with no phone below has none we could confirm, so
 * the step gives its page alone.
 */

export const REGULATOR_IDS = [
  'cfpb',
  'ftc',
  'state_attorney_general',
  'cms_no_surprises',
  'dot_aviation',
  'state_insurance_department',
  'dol_wage_hour',
  'ca_automotive_repair',
  'dol_ebsa',
  'state_labor_department',
] as const;
export type RegulatorId = (typeof REGULATOR_IDS)[number];

export interface Regulator {
  readonly id: RegulatorId;
  /**
   * The official complaint page (or, for the state offices, the national directory's page); none
   * where no directory could be confirmed (the state's labor department, unless its state is listed
   * in STATE_OFFICES).
   */
  readonly url?: string;
  /** The phone line, as the official source writes it. */
  readonly phone?: string;
  /** The office belongs to the person's state: its name needs the state, asked when unknown. */
  readonly byState?: boolean;
}

/**
 * A state's own office, where its official page was checked: the page (and phone) given instead of
 * the national directory when the person said their state. A state not listed keeps the directory.
 */
export interface StateOffice {
  /** Its own name, where the state's office is not called as the step's generic name would call it. */
  readonly name?: { readonly en: string; readonly es: string };
  readonly url: string;
  readonly phone?: string;
}

export const REGULATORS: Readonly<Record<RegulatorId, Regulator>> = {
  // Cards, banks, payment apps and debt collectors. The CFPB's own intake form (OMB 3170-0011,
  // "Submit a complaint about a financial product or service"): "Online (recommended)
  // consumerfinance.gov/complaint", "Over the phone (855) 411-CFPB (2372)"; the CFPB's guide gives the
  // same line for complaints in Spanish ("Para presentar una queja en español, llamar al (855) 411-2372").
  cfpb: {
    id: 'cfpb',
    url: 'https://www.consumerfinance.gov/complaint/',
    phone: '(855) 411-2372',
  },
  // Merchants, subscriptions and hidden fees. USA.gov, "Five tips for reporting a scam": "Visit the
  // Federal Trade Commission (FTC) to report the scam online at ReportFraud.ftc.gov"; the FTC's
  // ReportFraud pages take "a fraud, scam, or bad business practice". No phone was confirmed.
  ftc: { id: 'ftc', url: 'https://reportfraud.ftc.gov/' },
  // Landlords, car repair and dealers, contractors, movers. The National Association of Attorneys
  // General, "Consumer Protection" (https://naag.org/issues/consumer-protection): attorneys general
  // are the primary enforcers of consumer laws in their state, and "consumers can file complaints with
  // attorneys general, some of which offer a mediation service". The office is the person's state's.
  state_attorney_general: {
    id: 'state_attorney_general',
    url: 'https://naag.org/issues/consumer-protection',
    byState: true,
  },
  // Surprise medical bills and Good Faith Estimates. CMS, "Submit a complaint" (No Surprises Help
  // Desk, cms.gov/medical-bill-rights/help/submit-a-complaint and its form on nsa-idr.cms.gov): "Call
  // the Help Desk at 1-800-985-3059 … We can help you in English, Spanish and over 350 other languages."
  cms_no_surprises: {
    id: 'cms_no_surprises',
    url: 'https://www.cms.gov/medical-bill-rights/help/submit-a-complaint',
    phone: '1-800-985-3059',
  },
  // Airlines and ticket agents. U.S. DOT, "Air Travel Complaints"
  // (transportation.gov/airconsumer/complaint-process); DOT's complaint confirmation page: "we will
  // forward your air travel service complaint to the airline or ticket agent … and ask that the entity
  // reply to you". The phone line on older DOT pages could not be confirmed as current: none given.
  dot_aviation: { id: 'dot_aviation', url: 'https://www.transportation.gov/airconsumer/complaint-process' },
  // Insurers' denials. The NAIC's consumer pages (content.naic.org/consumer, named in the NAIC's own
  // site index) lead to every state's insurance department ("Use the Jurisdiction Map … to find
  // resources and contact information for NAIC member insurance departments"). The office is the state's.
  state_insurance_department: {
    id: 'state_insurance_department',
    url: 'https://content.naic.org/consumer',
    byState: true,
  },
  // Unpaid wages and overtime. U.S. Department of Labor, Wage and Hour Division, "How to File a
  // Complaint" (dol.gov/agencies/whd/contact/complaints): "Reach out to us online or call
  // 1-866-487-9243"; complaints "are confidential", and "an employer cannot retaliate".
  dol_wage_hour: {
    id: 'dol_wage_hour',
    url: 'https://www.dol.gov/agencies/whd/contact/complaints',
    phone: '1-866-487-9243',
  },
  // Car repair in California. The Bureau of Automotive Repair's own pages (bar.ca.gov/enforcement-process,
  // "BAR's enforcement process"): "We mediate complaints between consumers and auto shops … We also
  // review the shop's compliance with the law", and among the common reasons for a citation, "Not
  // meeting estimate, invoice, and authorization requirements". No phone line was confirmed: none given.
  ca_automotive_repair: { id: 'ca_automotive_repair', url: 'https://www.bar.ca.gov/' },
  // A health plan from work that the employer pays the claims of itself (self-funded): the U.S.
  // Department of Labor's Employee Benefits Security Administration. Its own intake page
  // (askebsa.dol.gov/WebIntake/Home.aspx), "Request for Assistance from The Department of Labor, EBSA",
  // asks the plan's kind, "dates of service and the amount(s) of the claim(s)", and "how you believe
  // your issue should be resolved". No phone line was confirmed: none given.
  dol_ebsa: { id: 'dol_ebsa', url: 'https://www.askebsa.dol.gov/WebIntake/Home.aspx' },
  // Final pay, vacation pay and other wages a former employer owes: the state's labor department
  // takes these wage claims (the federal Wage and Hour Division enforces the minimum wage and
  // overtime). No national directory of state labor offices could be confirmed from an official
  // page, so a state not in STATE_OFFICES below is named without a link and its site is asked for
  // by name ("your state's labor department").
  state_labor_department: { id: 'state_labor_department', byState: true },
};

/** A state's name or postal code, as the reading wrote it, in one spelling ("TX", "Texas" → "texas"). */
export function stateKey(state: string | undefined): string | undefined {
  const key = state?.trim().toLowerCase().replace(/\.$/u, '');
  if (!key) return undefined;
  return POSTAL[key] ?? key;
}

const POSTAL: Readonly<Record<string, string>> = {
  tx: 'texas',
  nv: 'nevada',
  il: 'illinois',
  ca: 'california',
  calif: 'california',
};

/**
 * The state offices whose own complaint page was checked, by regulator. Where a state is missing the
 * step keeps the national directory (NAAG for the attorneys general, NAIC for insurance).
 */
export const STATE_OFFICES: Readonly<Partial<Record<RegulatorId, Readonly<Record<string, StateOffice>>>>> = {
  state_attorney_general: {
    // The Texas attorney general, "The Consumer Complaint Process"
    // (texasattorneygeneral.gov/cpd/the-consumer-complaint-process): "If you have a dispute with a
    // business, you can file a consumer complaint with the Office of the Attorney General." No current
    // phone line was confirmed on that page: none given.
    texas: { url: 'https://texasattorneygeneral.gov/cpd/the-consumer-complaint-process' },
    // The Nevada attorney general's Bureau of Consumer Protection
    // (ag.nv.gov/About/Consumer_Protection/Bureau_of_Consumer_Protection/): "call the Bureau of
    // Consumer Protection Hotline: (702) 486-3132, or toll-free: (888) 434-9989".
    nevada: {
      url: 'https://ag.nv.gov/About/Consumer_Protection/Bureau_of_Consumer_Protection/',
      phone: '(888) 434-9989',
    },
  },
  state_labor_department: {
    // The Illinois Department of Labor, "Filing a Claim" (labor.illinois.gov/faqs/how-to-file-a-claim.html):
    // "What can I do if I believe I am owed wages, vacation, bonus, commissions or final compensation?
    // You may file a claim with the wage claims division of the Illinois Department of Labor", and
    // "Complaints shall be filed within one year after the wages or final compensation were due."
    illinois: {
      name: { en: 'Illinois Department of Labor', es: 'Departamento de Trabajo de Illinois' },
      url: 'https://labor.illinois.gov/faqs/how-to-file-a-claim.html',
    },
  },
};

/** The state's own office for this regulator, when its page was checked. */
export function stateOffice(id: RegulatorId, state: string | undefined): StateOffice | undefined {
  const key = stateKey(state);
  return key ? STATE_OFFICES[id]?.[key] : undefined;
}
