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
] as const;
export type RegulatorId = (typeof REGULATOR_IDS)[number];

export interface Regulator {
  readonly id: RegulatorId;
  /** The official complaint page (or, for the state offices, the national directory's page). */
  readonly url: string;
  /** The phone line, as the official source writes it. */
  readonly phone?: string;
  /** The office belongs to the person's state: its name needs the state, asked when unknown. */
  readonly byState?: boolean;
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
};
