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
  'fcc',
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
  /**
   * Its own name, with its article ("The Texas Department of Insurance", "El Departamento de Seguros
   * de Texas"), where the state's office is not called as the step's generic name would call it.
   */
  readonly name?: { readonly en: string; readonly es: string };
  readonly url: string;
  readonly phone?: string;
  /** One sentence more that its own page says (what it takes, its deadline), in both languages. */
  readonly note?: { readonly en: string; readonly es: string };
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
  // Phone, internet and cable providers' billing and service. The FCC's Consumer Complaint Center,
  // "How the FCC Handles Your Complaint" (consumercomplaints.fcc.gov/hc/en-us/articles/202752940):
  // "If your complaint is about a telecom billing or service issue with your provider, we will review
  // your complaint and, in many instances, serve your complaint on your provider. Your provider has up
  // to 30 days to send you and the FCC a response"; its "Filing a Complaint Questions and Answers"
  // (articles/205082880): complaints "about issues such as availability, billing, privacy or service"
  // go to the provider, which "must provide you and the FCC with a copy of the response". The phone
  // line is the one on the FCC's own Informal Complaint Form (Consumer & Governmental Affairs Bureau):
  // "Phone: 1-888-CALL-FCC (1-888-225-5322)".
  fcc: { id: 'fcc', url: 'https://consumercomplaints.fcc.gov/', phone: '1-888-225-5322' },
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
  az: 'arizona',
  ariz: 'arizona',
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
    // The California attorney general's own consumer alerts (oag.ca.gov/new-press-categories/
    // consumer-alerts, 2024; oag.ca.gov/taxonomy/term/948, 2025): "You may also file a complaint with
    // our office at oag.ca.gov/report", "file a complaint with my office online at oag.ca.gov/report".
    // No phone line was confirmed on an official page: none given.
    california: {
      url: 'https://oag.ca.gov/report',
    },
    // The Arizona attorney general, "Procedure for Filing a Consumer Fraud Complaint"
    // (azag.gov/consumer/procedure): "file a consumer complaint using one of the following methods:
    // Submit an online complaint (English or Spanish)"; its Consumer Protection page
    // (azag.gov/consumer/home): "For consumer inquiries, or to request a complaint form, call (602)
    // 542-5763 (Phoenix), (520) 628-6504 (Tucson), or toll-free outside of metro Phoenix, (800) 352-8431."
    arizona: {
      url: 'https://www.azag.gov/consumer/procedure',
      phone: '(602) 542-5763',
      note: {
        en: 'Its online form takes complaints in English or Spanish.',
        es: 'Su formulario en línea recibe quejas en español o en inglés.',
      },
    },
    // The Illinois attorney general, "Consumer Protection" (illinoisattorneygeneral.gov/consumer-protection):
    // "The Attorney General’s Office takes consumer complaints and can engage in informal dispute
    // resolution on behalf of consumers having problems with: Purchases … Auto Sales and Repairs".
    // No phone line was confirmed on that page: none given.
    illinois: {
      url: 'https://www.illinoisattorneygeneral.gov/consumer-protection',
    },
  },
  state_insurance_department: {
    // The Texas Department of Insurance, "Insurance Complaint Process" (tdi.texas.gov/consumer/complfrm.html):
    // it helps with "improper claim denials" and "health care treatment or service denials"; "We can
    // help you with a health insurance complaint if your health plan ID card has “TDI” or “DOI” on it
    // … If your health plan ID card doesn’t have “TDI” or “DOI” on it, it means your health plan is
    // self-funded." Its "TDI working for you" (tdi.texas.gov/pubs/consumer/cb022.html): "call our
    // Help Line at 800-252-3439".
    texas: {
      name: {
        en: 'The Texas Department of Insurance (TDI)',
        es: 'El Departamento de Seguros de Texas (TDI)',
      },
      url: 'https://www.tdi.texas.gov/consumer/complfrm.html',
      phone: '800-252-3439',
      note: {
        en: 'It can help if your health plan ID card says “TDI” or “DOI”; a card without them means a self-funded plan, which it does not handle.',
        es: 'Puede ayudarle si su tarjeta del plan de salud dice «TDI» o «DOI»; si no lo dice, el plan es autofinanciado y el departamento no lo atiende.',
      },
    },
    // A health plan in California is most often the Department of Managed Health Care's, not the
    // Department of Insurance's. The state's Office of the Patient Advocate, "How to File a Complaint"
    // (opa.ca.gov/filingcomplaints): "For most people, the Department of Managed Health Care oversees
    // their plan. The Department of Insurance oversees limited-benefit health plans and some PPOs."
    // The DMHC, "File a Complaint" (dmhc.ca.gov/FileaComplaint.aspx): "if you already filed a complaint
    // and are not satisfied with your health plan's decision, contact the Help Center at the Department
    // of Managed Health Care (DMHC)"; its Help Center page: "Call 1-888-466-2219". The California
    // Department of Insurance, "File a Complaint" (insurance.ca.gov/contact-us/0200-file-complaint/):
    // it takes an "Improper denial or delay in settlement of a claim"; its "Contact Us": "Consumer
    // Hotline: 1-800-927-4357 (HELP)".
    california: {
      name: {
        en: 'The California Department of Managed Health Care (Help Center)',
        es: 'El Departamento de Atención Médica Administrada de California (Help Center)',
      },
      url: 'https://www.dmhc.ca.gov/FileaComplaint.aspx',
      phone: '1-888-466-2219',
      note: {
        en: 'It oversees most health plans in California. If your plan is one of the PPOs the California Department of Insurance oversees, file with that department instead: 1-800-927-4357, insurance.ca.gov.',
        es: 'Supervisa la mayoría de los planes de salud de California. Si su plan es uno de los PPO que supervisa el Departamento de Seguros de California, presente la queja allí: 1-800-927-4357, insurance.ca.gov.',
      },
    },
  },
  state_labor_department: {
    // The Illinois Department of Labor, "Filing a Claim" (labor.illinois.gov/faqs/how-to-file-a-claim.html):
    // "What can I do if I believe I am owed wages, vacation, bonus, commissions or final compensation?
    // You may file a claim with the wage claims division of the Illinois Department of Labor", and
    // "Complaints shall be filed within one year after the wages or final compensation were due."
    illinois: {
      name: { en: 'The Illinois Department of Labor', es: 'El Departamento de Trabajo de Illinois' },
      url: 'https://labor.illinois.gov/faqs/how-to-file-a-claim.html',
      note: {
        en: 'Illinois takes a claim within one year of the day the pay was due.',
        es: 'Illinois recibe el reclamo dentro de un año desde el día en que debían pagarle.',
      },
    },
    // The California Labor Commissioner's Office (DLSE), "How to file a wage claim"
    // (dir.ca.gov/dlse/HowToFileWageClaim.htm): an employee or former employee may file a wage claim
    // for a "Final paycheck not received", "Unused vacation hours that were not paid upon termination
    // of the employment relationship, e.g., a quit, discharge, or layoff", "Unauthorized deductions
    // from paychecks", and "Waiting time penalties for failure to receive final wages timely upon
    // separation of employment". No phone line was confirmed on that page: none given.
    california: {
      name: {
        en: 'The California Labor Commissioner’s Office',
        es: 'La Oficina del Comisionado Laboral de California',
      },
      url: 'https://www.dir.ca.gov/dlse/HowToFileWageClaim.htm',
      note: {
        en: 'It takes claims for a final paycheck not paid or paid late, vacation or PTO not paid at the end of the job, and deductions taken from pay without a right to them.',
        es: 'Recibe reclamos por un último cheque no pagado o pagado tarde, vacaciones no pagadas al terminar el empleo y descuentos del sueldo hechos sin derecho.',
      },
    },
    // The Texas Workforce Commission, "How to Submit a Wage Claim Under Texas Payday Law"
    // (twc.state.tx.us/jobseekers/how-submit-wage-claim-under-texas-payday-law): "TWC administers the
    // Texas Payday Law, which assists employees in the recovery of their unpaid wages", and "A wage
    // claim must be submitted no later than 180 days after the date the claimed wages originally
    // became due for payment"; the same page gives "Call: 800-832-9243", and TWC's help center
    // (twc.zendesk.com, "What should I do if my employer isn't paying me correctly?"): "You can contact
    // TWC's Wage and Hour Department at 800-832-9243".
    texas: {
      name: {
        en: 'The Texas Workforce Commission',
        es: 'La Comisión de la Fuerza Laboral de Texas',
      },
      url: 'https://twc.state.tx.us/jobseekers/how-submit-wage-claim-under-texas-payday-law',
      phone: '800-832-9243',
      note: {
        en: 'Texas takes a wage claim no later than 180 days after the day the pay was due.',
        es: 'Texas recibe el reclamo de salario a más tardar 180 días después del día en que debían pagarle.',
      },
    },
  },
};

/** The state's own office for this regulator, when its page was checked. */
export function stateOffice(id: RegulatorId, state: string | undefined): StateOffice | undefined {
  const key = stateKey(state);
  return key ? STATE_OFFICES[id]?.[key] : undefined;
}
