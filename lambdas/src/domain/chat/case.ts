import { languageSchema, lazySchema } from '@lane/shared';
import * as z from 'zod/mini';

/**
 * One reading of the person's situation, shared by both assistants (docs/answer-engine.md): the
 * offline assistant fills it with rules, the Bedrock assistant has the model fill it through its
 * tool, and both are checked with `caseSchema`. The rights engine (rights.ts) decides from it, and
 * only from it, which rights apply.
 */

export const CASE_AREAS = [
  'hidden_fees',
  'medical_bills',
  'credit_card_fees',
  'debt_collection',
  'rent_landlord',
  'service_disputes',
  'salary',
  'car_repairs_dealers',
  'vendors',
] as const;
export type CaseArea = (typeof CASE_AREAS)[number];

/** Every sub-case, grouped by its area; a sub-case decides the advice, the area only the family. */
export const SUB_CASES_BY_AREA = {
  credit_card_fees: [
    /** A credit-card charge the person did not make or authorize (fraud). */
    'card_unauthorized',
    /** Double charge, wrong amount, not delivered, refund not credited. */
    'card_billing_error',
    /** A merchant keeps charging the card after the person cancelled. */
    'card_after_cancel',
    /** Annual fee, interest, foreign-transaction or similar fee charged under the card's terms. */
    'card_fee_or_interest',
    'card_late_fee',
    /** Unauthorized debit-card, ATM, bank-transfer or P2P (Zelle, Venmo, Cash App) payment. */
    'debit_unauthorized',
    /** A bank account fee: overdraft, maintenance, NSF. */
    'bank_fee',
  ],
  debt_collection: ['debt_validation', 'debt_time_barred', 'debt_threatened_suit'],
  medical_bills: [
    /** Uninsured or self-pay, billed above the Good Faith Estimate. */
    'medical_over_estimate',
    /** Insured, an emergency visit billed (or balance-billed) above in-network cost-sharing. */
    'medical_emergency_balance_bill',
    /** Insured, an out-of-network clinician at an in-network hospital or surgery center. */
    'medical_out_of_network_clinician',
    /** A ground ambulance bill (not covered by the No Surprises Act). */
    'medical_ground_ambulance',
    /** A bill the person cannot afford: financial assistance (charity care), discounts, plans. */
    'medical_financial_assistance',
    /** A patient on Medicaid billed by a provider that accepted them as one. */
    'medical_public_insurance_billed',
    /** Any other medical bill: errors, coding, insurance denials. */
    'medical_bill_review',
  ],
  rent_landlord: ['rent_renewal_increase', 'rent_midlease_increase', 'rent_deposit_withheld', 'rent_repairs'],
  service_disputes: [
    'service_price_rise',
    'service_after_cancel',
    'service_membership_cancel',
    'service_contractor_over_quote',
    'service_outage',
    /** A moving company holding the person's goods until they pay more than its estimate. */
    'service_movers_held',
    /** A company billing for a line, service or add-on the person never ordered. */
    'service_unordered_charge',
    /** A rental company (car, equipment, a stay) billing for damage the person says they didn't cause. */
    'service_damage_claim',
    /** A utility bill far above the usual one, from estimated meter readings or a catch-up bill. */
    'service_estimated_bill',
    /** A phone sold "free" with monthly bill credits; after a switch of carrier the old one bills its balance. */
    'service_device_balance',
  ],
  salary: [
    'salary_offer',
    'salary_raise',
    'salary_freelance_rate',
    /** Overtime or wages the employer has not paid (a "manager" title on a salary, hours over 40). */
    'salary_unpaid_wages',
  ],
  car_repairs_dealers: [
    'car_over_estimate',
    'car_unauthorized_work',
    'car_vehicle_held',
    /** A dealer's add-ons on a car bought, or a deposit it keeps on a car not bought (`carDepositKept`). */
    'car_dealer_addons',
    /** A used car that failed soon after the sale, the seller saying it was sold "as is". */
    'car_used_as_is',
  ],
  vendors: ['vendor_price_rise', 'vendor_short_delivery', 'vendor_client_late'],
  hidden_fees: ['fees_tickets', 'fees_lodging', 'fees_travel', 'fees_other'],
} as const satisfies Record<CaseArea, readonly string[]>;

export type SubCase = (typeof SUB_CASES_BY_AREA)[CaseArea][number];

/**
 * Sub-cases where each listed charge counts, so their sum is what to get back (disputed charges)
 * or what is owed ("3 invoices: 1,240, 860 and 2,100").
 */
export const DISPUTED_CHARGE_SUB_CASES: ReadonlySet<string> = new Set([
  'card_unauthorized',
  'debit_unauthorized',
  'card_after_cancel',
  'service_after_cancel',
  'vendor_client_late',
  /** "my last check, 1365.50, and 5 vacation days = 640": each sum of pay not paid is owed. */
  'salary_unpaid_wages',
]);
export const SUB_CASES = Object.values(SUB_CASES_BY_AREA).flat() as SubCase[];

export function areaOfSubCase(subCase: SubCase): CaseArea {
  for (const area of CASE_AREAS) {
    if ((SUB_CASES_BY_AREA[area] as readonly string[]).includes(subCase)) return area;
  }
  throw new Error(`Unknown sub-case ${subCase}`);
}

/**
 * What an amount is in the person's story. `billed`: what they are asked to pay; `estimated` and
 * `quoted`: what they were told beforehand; `fee`: one fee; `deposit` and `withheld`: the whole
 * deposit and the part kept; `offered`: what the other side offers (or offered in a job offer);
 * `market`: what others pay or earn; `current` and `proposed`: a price, rent or pay now and after
 * a rise; `paid`: already paid; `asked`: what the person wants; `unit`: a per-night, per-month,
 * per-ticket or per-hour figure (see `per` and `count`); `over`: how much a bill exceeds the
 * estimate or quote ("$900 over the estimate", "1,700 de más"); `returned`: the part of a deposit
 * (or payment) given back ("returned only 700 of the 1,500"); `owed`: what an insurer's Explanation of
 * Benefits says is the person's share ("patient responsibility 380"); `total`: the sum the person
 * wrote of charges they listed and dispute one by one ("212.40, 99.99 and 99.98, total 412.37"),
 * never a charge of its own; `other`: none of these.
 */
export const AMOUNT_ROLES = [
  'billed',
  'estimated',
  'quoted',
  'fee',
  'deposit',
  'withheld',
  'offered',
  'market',
  'current',
  'proposed',
  'paid',
  'asked',
  'over',
  'returned',
  'owed',
  'unit',
  'total',
  'other',
] as const;
export type AmountRole = (typeof AMOUNT_ROLES)[number];

export const PER_UNITS = ['night', 'month', 'week', 'hour', 'year', 'ticket', 'item', 'day'] as const;
export type PerUnit = (typeof PER_UNITS)[number];

export const caseAmountSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Exactly as the person wrote it ("$2,340", "300", "2.340 dólares"). */
    text: z.string().check(z.minLength(1)),
    value: z.number().check(z.nonnegative()),
    role: z.enum(AMOUNT_ROLES),
    /** For a unit amount: what it is per. */
    per: z.optional(z.enum(PER_UNITS)),
    /** For a unit amount: how many times it was charged (nights, months, tickets), when said. */
    count: z.optional(z.int().check(z.positive())),
    /**
     * For a charge: the days it was charged (YYYY-MM-DD), when the person wrote them right after it
     * ("39.99 sep 15, oct 15, nov 15": three days for three charges; "49 'annual fee' nov 1": one).
     */
    days: z.optional(z.array(z.iso.date())),
    /** For a rent offered at renewal: the lease length it is offered for, in months ("1,590 for 18 months"). */
    months: z.optional(z.int().check(z.positive(), z.lte(60))),
    /**
     * For extra work on a repair beyond the estimate: the person approved it ("they called and said
     * rotors too +260, i said ok"), so it is owed with the estimate and only the rest is disputed.
     */
    approved: z.optional(z.boolean()),
    /** For pay: an end of the employer's own posted range ("the job posting said range 60k-70k"). */
    posted: z.optional(z.boolean()),
  }),
);
export type CaseAmount = z.infer<typeof caseAmountSchema>;

export const COUNT_ROLES = ['ordered', 'received', 'billed', 'other'] as const;
export const caseCountSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    text: z.string().check(z.minLength(1)),
    value: z.int().check(z.nonnegative()),
    role: z.enum(COUNT_ROLES),
    /** A weekly count ("40 cajas a la semana" is 40 a week, never 40 a month); absent: by the month. */
    per: z.optional(z.enum(['week'])),
  }),
);
export type CaseCount = z.infer<typeof caseCountSchema>;

/** The first count with one of these roles, in the order given. */
export function countOf(kase: Pick<Case, 'counts'>, ...roles: CaseCount['role'][]): CaseCount | undefined {
  for (const role of roles) {
    const found = kase.counts?.find((count) => count.role === role);
    if (found) return found;
  }
  return undefined;
}

export const DATE_ROLES = [
  /** The statement (credit card, bank) that first showed the charge. */
  'statement',
  /** The day the charge or withdrawal happened. */
  'charge',
  /** The day the person learned of a loss or unauthorized use. */
  'learned',
  /** The day a collector's notice (or a landlord's notice) arrived. */
  'notice',
  /** The date on the first bill. */
  'bill',
  /** The day of the service, visit or purchase. */
  'service',
  /** The day they cancelled. */
  'cancelled',
  /** The day they moved out. */
  'moved_out',
  /** The day they returned the provider's equipment (a modem, a router) or goods. */
  'returned',
  /** The day a payment or a decision is due. */
  'due',
  /** The last payment on an old debt. */
  'last_payment',
  /** The day the person reported the problem to the bank or sent their written dispute. */
  'reported',
  /** The last day to dispute as the notice itself gives it ("the letter says i can dispute by dec 15"). */
  'dispute_by',
  'other',
] as const;
export type DateRole = (typeof DATE_ROLES)[number];

export const caseDateSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    text: z.string().check(z.minLength(1)),
    /** The calendar day (YYYY-MM-DD) when the text names one; absent when it can't be pinned down. */
    iso: z.optional(z.iso.date()),
    role: z.enum(DATE_ROLES),
  }),
);
export type CaseDate = z.infer<typeof caseDateSchema>;

/** A day of the month (1–31), or a count of days that fits in one. */
const dayOfMonth = z.int().check(z.positive(), z.lte(31));

/** Yes, no, or not said: a right that hinges on a fact not said is asked about, never assumed. */
const triState = z.optional(z.boolean());

/** An add-on product on a car contract (an extended warranty, GAP, etching, a nitrogen fill, paint protection). */
const addOnProduct = z.enum(['warranty', 'gap', 'etching', 'nitrogen', 'paint', 'other']);

/** Whom a collector may be after instead of the person (the same person for `otherDebtor`). */
export const OTHER_DEBTOR_RELATIONS = [
  'brother',
  'sister',
  'father',
  'mother',
  'ex',
  'cousin',
  'uncle',
  'aunt',
  'nephew',
  'niece',
  'grandfather',
  'grandmother',
  'roommate',
  'tenant',
  'stranger',
  'son',
  'daughter',
] as const;
export type OtherDebtorRelation = (typeof OTHER_DEBTOR_RELATIONS)[number];

export const CARD_TYPES = ['credit', 'debit', 'prepaid', 'p2p', 'bank_transfer'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const caseFlagsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** The visit was emergency care (false when the person says it was not). */
    emergency: triState,
    /** A debt collector (a third party, not the original company) is collecting. */
    collector: triState,
    /** The person got a Good Faith Estimate before scheduled care. */
    goodFaithEstimate: triState,
    /** The facility (hospital, surgery center) was in network. */
    inNetworkFacility: triState,
    /** The clinician or provider was out of network. */
    outOfNetworkProvider: triState,
    /** A ground ambulance (air ambulances are covered by the No Surprises Act). */
    groundAmbulance: triState,
    /** The person says they did not make or authorize the charge. */
    unauthorized: triState,
    /** The person says they had already cancelled. */
    cancelled: triState,
    /** A lawsuit was filed or threatened. */
    suitThreatened: triState,
    /** The bill is a hospital's (a nonprofit hospital must have a financial assistance policy). */
    hospital: triState,
    /**
     * Travel by air ("flew", "vuelo", "la aerolínea", "checked bag"): true; a rental car ("rental car",
     * "auto de renta"): false. Keeps a rental counter's papers out of a flight's answer, and back.
     */
    airTravel: triState,
    /** The debt is old (the person says years, or gives an old last-payment date). */
    oldDebt: triState,
    /** The person is still inside a fixed-term lease. */
    midLease: triState,
    /** The lease ended and the person rents month to month: a rise is a notice, not a renewal. */
    monthToMonth: triState,
    /**
     * The housing office (LAHD, the city's rent program) told the person whether a local rent limit
     * covers their unit: yes, it does; no, the building is exempt.
     */
    rentLimitCovered: triState,
    /** The work went beyond what the person approved. */
    unapprovedWork: triState,
    /** The person said yes to extra work out loud (by phone or in person), with no price given in writing. */
    approvedVerbally: triState,
    /** The person asks to be let off something they owe because they can't afford it. */
    hardship: triState,
    /** The person quotes an $8 cap on late fees (a rule that was vacated: the copy says so). */
    lateFeeCapQuoted: triState,
    /** An overdraft fee is in question. */
    overdraft: triState,
    /**
     * The overdraft fees were on the person's own one-time debit-card purchases or ATM withdrawals
     * ("por un café … con mi tarjeta de débito"): the opt-in rule covers each one, nothing to sort out.
     */
    debitPurchases: triState,
    /** The person opted in to overdraft coverage for debit-card and ATM transactions (false: says they never did). */
    optedIn: triState,
    /**
     * The person's bank account was closed before the fees ("closed my checking aug 8 in the branch",
     * "cerré mi cuenta"): fees charged after the closing are argued as the bank's own doing.
     */
    accountClosed: triState,
    /** The bank threatens to report the person to ChexSystems (or Early Warning Services), or did. */
    chexThreat: triState,
    /** The scammer posed as the person's own bank (its number on the caller ID, "from the fraud department"). */
    bankImpostor: triState,
    /**
     * The debit purchases were approved while the balance covered them, and a later item (a check,
     * a payment) took the account negative ("la app decía 212 disponible … después se cobró un cheque").
     */
    authorizedPositive: triState,
    /** The claim is written as parts added up ("1180 repair + 240 loss of use + 95 admin fee"). */
    claimParts: triState,
    /** The company sends only an estimate, no final repair invoice ("just an 'estimate'"). */
    onlyEstimate: triState,
    /** The company's damage photos are dated after the person returned the rental. */
    photosAfterReturn: triState,
    /** The person declined the rental company's damage waiver or insurance. */
    declinedWaiver: triState,
    /** A card's benefit administrator will open a claim but wants documents from the other side. */
    benefitNeedsDocs: triState,
    /** The airline cancelled (or significantly changed) the flight; not one the person cancelled. */
    flightCancelled: triState,
    /**
     * The airline moved the flight by hours (a schedule change of 3 hours or more) and the person
     * didn't accept it or didn't fly: `flightCancelled` is set too, since the refund rule is the same.
     */
    flightChanged: triState,
    /** Only one leg of the trip was cancelled ("cancelled the return flight"), not the whole trip. */
    oneLegCancelled: triState,
    /** The person says they never chose the fees or add-ons charged ("seat fee que no escogí"). */
    feesNotChosen: triState,
    /** The other side blames the weather ("it was weather so no refund", "fue por el clima"). */
    weatherCited: triState,
    /** The airline and the travel site each say the other owes the refund. */
    refundBlame: triState,
    /** A collector calls the person at work (or after being told to stop). */
    callsAtWork: triState,
    /** Something in the home needs repair (heat, a leak, mold), beside whatever else is asked. */
    repairNeeded: triState,
    /** The person moved away (a gym or service they can no longer use where they live now). */
    movedAway: triState,
    /** A collector calls before 8 a.m. or after 9 p.m., yells, threatens or calls over and over. */
    harassed: triState,
    /** The move crossed state lines (two states named, or "interstate"). */
    interstate: triState,
    /** The person fears trouble for talking about a coworker's pay, or found it out from one. */
    payDiscussion: triState,
    /** A used car was bought from a dealer or a car lot (false: from a private seller). */
    dealerSale: triState,
    /** The person still has the card: only its number was used (not a lost or stolen card). */
    cardInHand: triState,
    /** The person already asked the merchant (wrote or called) and got no answer ("les escribí 2 veces y no contestan"). */
    merchantSilent: triState,
    /** The person asks whether to go to their bank or card issuer ("¿llamo al banco?", "should i call my card company?"). */
    asksCardIssuer: triState,
    /** The bank will investigate but gives nothing back meanwhile (Regulation E's provisional credit applies). */
    noInterimCredit: triState,
    /** Rent (or a mortgage payment) falls due while the money is gone ("rent is due dec 1 and im short"). */
    rentDueSoon: triState,
    /** The housing payment named is a mortgage ("my mortgage of 1,900 comes out dec 3"), not rent. */
    mortgage: triState,
    /** A reservation (a hotel, a rental) cancelled and charged anyway: one charge, not a subscription. */
    bookingCancelled: triState,
    /** The rented home changed hands (new owners, a sale). */
    newOwner: triState,
    /** Beside a charge the person didn't make, other charges came after they cancelled (a billing error). */
    afterCancelToo: triState,
    /** The fees are for a check the bank returned or re-submitted (NSF), not debit-card overdrafts. */
    checkReturned: triState,
    /** The seller said the equipment (a modem, a router) was free or included, and it is billed. */
    toldEquipmentFree: triState,
    /** The care was in a year before the No Surprises Act took effect (January 1, 2022). */
    careBeforeNoSurprises: triState,
    /** A rental or equipment charge is billed for a modem, router or box the person owns (bought it). */
    ownEquipment: triState,
    /** The client asks for new work at the old rate ("start the jan project at my old rate"). */
    oldRateAsked: triState,
    /** The person already told the other side their number ("yo pedí 52", "i asked for 80k"). */
    askStated: triState,
    /** Another employer offered the person a job (a real offer, not market data). */
    outsideOffer: triState,
    /** The person is still interviewing elsewhere (a final round next week), with no other offer yet. */
    otherInterview: triState,
    /** The employer already named its ceiling on pay ("the budget is capped at 75k", "lo máximo es 19.50"). */
    payCapped: triState,
    /** The other side opened the door to a signing bonus without a figure ("a signing bonus might be possible"). */
    bonusOpen: triState,
    /** The other side offered a one-time credit, not a lower price. */
    oneTimeCredit: triState,
    /** The other side says the person's plan was changed ("cambiaron el plan", "the plan changed"). */
    planChanged: triState,
    /** What the person paid for never arrived ("nunca llegó", "never arrived"), not a refund. */
    notReceived: triState,
    /** Bought online, by phone or by mail ("compré en línea", "ordered it online"), not in a store. */
    remoteOrder: triState,
    /**
     * A seller came to the person's home uninvited and the sale was signed there ("a roofer knocked on
     * our door … i signed at my kitchen table", "tocó a nuestra puerta", door-to-door).
     */
    doorToDoor: triState,
    /** The landlord tells the person to leave ("pay or move out"), with no court named. */
    moveOutThreat: triState,
    /** The other side threatens to send the person "to collections" (a landlord, a clinic, a shop). */
    collectionsThreat: triState,
    /** The offer holds only if the person signs or pays today ("si firmo hoy mismo", "only if I sign today"). */
    todayOnly: triState,
    /** The provider says the person signed away a protection (a consent form, a waiver). */
    waiverClaimed: triState,
    /**
     * The provider says the estimate was only approximate or not binding, or that the amount above it
     * is a lab's or another provider's ("el estimado era aproximado", "the difference is from the lab").
     */
    estimateDisowned: triState,
    /** The provider says the amount above the estimate is the lab's ("the difference is from the lab"). */
    extraForLab: triState,
    /** The provider says the estimate was only approximate or not binding ("just an estimate"). */
    estimateApprox: triState,
    /**
     * The provider says the amount above the estimate is for something added at the visit ("the
     * radiologist added contrast", "agregaron otra prueba"): what it was, never "the lab".
     */
    extraAdded: triState,
    /** The person can't show income the usual way: paid in cash, no pay stubs. */
    noIncomeProof: triState,
    /** Dental care: a dentist, a crown, a filling. */
    dental: triState,
    /** The person says the hospital is a nonprofit ("sin fines de lucro"). */
    nonprofit: triState,
    /** The insurer paid as if for a cheaper treatment ("alternate benefit", "beneficio alternativo"). */
    alternateBenefit: triState,
    /** The other side says the law allows what they did ("the law lets him charge for carpet"). */
    lawClaimed: triState,
    /** The bank holds the person to the lost-card liability tiers ($50 within 2 business days, then $500). */
    liabilityTierCited: triState,
    /** The bank says its investigation can take long ("up to 90 days", "puede tardar hasta 90 días"). */
    longInvestigation: triState,
    /** The bank calls the fees the disputed charges caused "separate" and won't include them. */
    feesSeparate: triState,
    /** The client faults the work ("no le gustó el resultado", "not happy with it") to pay less. */
    workFaulted: triState,
    /** The client approved the work or is using it ("lo aprobó por correo", "ya lo está usando"). */
    workAccepted: triState,
    /** The client approved the work, in so many words ("lo aprobó por correo", "signed off on it"). */
    workApproved: triState,
    /** The client launched, published or is using the work ("the site is live", "ya lo está usando"). */
    workInUse: triState,
    /** The other side calls its offer the last word ("y ya", "and that's it", "take it or leave it"). */
    finalOffer: triState,
    /**
     * The client pays part only if the person signs that it is payment in full ("only if i sign
     * something saying 1600 is payment in full. otherwise nothing"): a release demanded for less.
     */
    releaseDemanded: triState,
    /** A collector threatens to take wages (garnish) or bank money. */
    garnishThreat: triState,
    /**
     * The person lives on (or names) federal benefits: Social Security, SSI, SSDI, VA benefits
     * ("retired living on social security only", "vivo del seguro social"), never the card or number.
     */
    federalBenefits: triState,
    /** The employer has not paid wages already earned (a missed paycheck, hours unpaid). */
    unpaidWages: triState,
    /** The person works (or worked) more than 40 hours a week without overtime pay. */
    unpaidOvertime: triState,
    /** Medicaid, Medicare or CHIP: their own billing protections, not the No Surprises Act's. */
    publicInsurance: triState,
    /** Medicaid or CHIP (a state plan such as Medi-Cal), not Medicare: the provider can't bill the rest. */
    medicaid: triState,
    /** The person gave a code or password to someone who pretended to be the bank or the app. */
    sharedCode: triState,
    /** The landlord ties a repair to something else: signing a renewal, a higher rent. */
    repairTied: triState,
    /** Someone threatens the person with arrest, jail or criminal charges over a debt or a payment. */
    arrestThreat: triState,
    /** A payday, title or online loan with renewals and withdrawals from the person's account. */
    paydayLoan: triState,
    /** A landlord's late fee on rent (not a card's). */
    rentLateFee: triState,
    /** In the latest message, the other side hung up on the person ("me colgaron", "they hung up on me"). */
    hungUp: triState,
    /** In the latest message, the landlord told the person to leave or move out ("que me vaya el 1 de diciembre"). */
    toldToLeave: triState,
    /**
     * In the latest message, the landlord says he won't renew the lease at its end, or the person asks
     * whether he can ("he just won't renew and i have to be out july 31", "¿puede no renovarme?").
     */
    nonRenewal: triState,
    /** Financial assistance refused by word: "you make too much", "no califica" (no written decision). */
    incomeTooHigh: triState,
    /**
     * The person already applied for the hospital's financial assistance and it isn't decided yet
     * ("llené la solicitud de ayuda financiera", "my application is under review"); false once decided.
     */
    assistancePending: triState,
    /**
     * The dental insurer denied a crown, bridge or other work as a replacement too soon after earlier
     * work on the same tooth ("cláusula de reemplazo", "replacement clause", "once every 5 years").
     */
    replacementClause: triState,
    /** The person's deductible is already met ("my deductible is already met"): their share is coinsurance or a copay. */
    deductibleMet: triState,
    /** The person has photos of the place ("i have photos", "tengo fotos"). */
    photosTaken: triState,
    /** Among them, photos from the move-in ("move-in photos", "fotos de cuando entré"). */
    moveInPhotos: triState,
    /** The billing office gave no form or application ("she didn't give me any form"). */
    noFormGiven: triState,
    /** The lease (or the person) calls the deposit kept "refundable" ("refundable minus damage"). */
    depositRefundable: triState,
    /** The landlord charges a fee for ending the lease early (a lease-break or early-termination fee). */
    leaseBreak: triState,
    /**
     * The person says the claim was sent with the wrong tooth, code or date ("i never had a crown on 19,
     * my old crown is on 18", "coded it wrong", "diente equivocado"): a correction, not an appeal.
     */
    claimCodingError: triState,
    /** The insurer approved the treatment beforehand (a predetermination, a pre-authorization). */
    preApproved: triState,
    /** The insurer has not processed the claim yet (the EOB says pending). */
    claimPending: triState,
    /** Interest was charged on a card whose balance the person says they paid in full. */
    interestAfterPaidInFull: triState,
    /** The person says they never carry a balance on the card (always pay the statement in full). */
    neverCarriedBalance: triState,
    /** The person signed a written estimate, quote or treatment plan before the work. */
    signedEstimate: triState,
    /** The estimate was given in writing ("presupuesto por escrito de 650", "written estimate"). */
    writtenEstimate: triState,
    /** The shop threw away the old parts it replaced ("they already threw them out"). */
    oldPartsDiscarded: triState,
    /** The job posting lists one of the person's credentials as preferred or required. */
    skillListed: triState,
    /**
     * A supplier calls its rise a surcharge (fuel, freight) that the contract's notice clause doesn't
     * cover ("the 30 days is only for list price changes, this is a surcharge").
     */
    surchargeRelabel: triState,
    /** The person paid a copay at the visit ("75 copay at the desk"): their share under the plan, not a bill. */
    copayPaid: triState,
    /** The tenant thinks of holding back rent until a repair is done. */
    withholdingRent: triState,
    /** Someone asks for a fee (or gift cards) to recover money the person lost: a recovery scam. */
    recoveryFeeAsked: triState,
    /** A caller (a collector, "the bank") asks for the person's bank account, card or Social Security number. */
    accountNumberAsked: triState,
    /** The card issuer raised (or says it will raise) the interest rate, often a penalty rate after a late payment. */
    aprIncrease: triState,
    /** A recruiter or employer asks what the person makes now (their salary history). */
    salaryHistoryAsked: triState,
    /** The person already told them what they make now ("asked what i make … i told her 46.75"). */
    salaryHistoryGiven: triState,
    /** The job's pay is set by a union contract ("theres a union contract", "es puesto sindicalizado"). */
    unionContract: triState,
    /** A contract or agreement that fixes the price for its term (a supplier's, a service's). */
    fixedPrice: triState,
    /** The charge isn't in the contract the person signed ("eso no está en el contrato", "not in our contract"). */
    notInContract: triState,
    /** A debt collector contacted someone else about the debt: family, a neighbor, the person's boss. */
    thirdPartyContacted: triState,
    /** Beside a payment the person sent (to a scammer), a second one they never made. */
    alsoUnauthorized: triState,
    /** The bill says the meter was read by estimate. */
    estimatedReading: triState,
    /**
     * The bill is a catch-up on an actual reading after months billed by estimate ("the last 3 months
     * have an 'E', this one says 'A'", "this is the catch up"): the use is likely real, its timing the problem.
     */
    catchUpBill: triState,
    /** The utility bill is for water (or sewer), not electricity or gas: used in gallons, no energy assistance. */
    waterBill: triState,
    /** After an estimated bill, the utility read the meter (its new figure is the corrected bill). */
    meterRead: triState,
    /** The other side says the person waited too long (to apply, to dispute). */
    toldTooLate: triState,
    /** The person is already on a payment plan, paying it ("we've been paying 300 a month since may"). */
    planInPlace: triState,
    /** The person already mailed or sent their written dispute. */
    disputeSent: triState,
    /** The other side threatens to report the debt to the credit bureaus. */
    creditReportThreat: triState,
    /**
     * A bank names a checking account reporting company (ChexSystems, Early Warning Services), or a
     * report to it, over a negative balance or unpaid fees.
     */
    checkingReportThreat: triState,
    /**
     * The other side says a time limit has passed for part of it ("the older ones are past 60 days",
     * "los de junio y julio ya pasaron los 60 días", "the rest is too old").
     */
    windowPassedClaimed: triState,
    /** The person fears for their credit ("scared about my credit", "we're refinancing in aug"). */
    creditWorry: triState,
    /** The money is taken straight from the person's bank account ("out of my checking account"). */
    accountDebit: triState,
    /** A free trial turned into a paid plan on its own. */
    trialConverted: triState,
    /** A contractor took a deposit and never started the work. */
    workNotStarted: triState,
    /** The contractor started, then stopped coming and left the job unfinished. */
    workAbandoned: triState,
    /** A penalty charged after a stay or rental (smoking, a pet, damage, extra cleaning), not a price fee. */
    penaltyFee: triState,
    /** The person's car was towed (a tow yard holds it, storage accrues). */
    towed: triState,
    /** A bank holds a deposited check or freezes the person's funds. */
    bankHold: triState,
    /** A homeowners association fines the person (or threatens a lien). */
    hoaFine: triState,
    /** A student loan or its servicer (payments, recertification, forbearance). */
    studentLoan: triState,
    /** An airline lost, delayed or damaged a checked bag. */
    lostBag: triState,
    /**
     * The checked bag came late, not lost ("la maleta llegó 2 días después"): the bag fee comes back
     * once it is significantly delayed (14 CFR 260.5), and the wait's expenses are a claim.
     */
    bagDelayed: triState,
    /** A store refuses to take back or refund something bought there. */
    storeReturn: triState,
    /** A repair shop damaged the thing it was fixing (a phone, an appliance). */
    repairDamage: triState,
    /** A dealer keeps the deposit on a car the person never bought (no purchase signed, financing fell through). */
    carDepositKept: triState,
    /** A rented tool or machine (a carpet cleaner, a pressure washer), not a car or a stay, is the thing claimed damaged. */
    equipmentRental: triState,
    /** A freelancer asked to quote a job for a client not yet theirs ("me pidieron cotizar una boda"): not a raise with a client. */
    newClientQuote: triState,
    /**
     * The fees showed up only on the last screen of the purchase ("only on the last screen it was
     * 241.60 total", "en la última pantalla"): shown late, but before the person paid.
     */
    feesAtCheckout: triState,
    /** The person hasn't bought or paid yet (still at checkout, before booking): nothing to dispute. */
    notYetBought: triState,
    /** An insurer (car, home, renters; not health) denied or underpaid a claim. */
    insuranceClaimDenied: triState,
    /**
     * A credit report shows something the person says is wrong (a late payment they made on time, an
     * account that isn't theirs): a dispute with the credit bureaus and the company that reported it.
     */
    creditReportError: triState,
    /** An insurer declared the person's car a total loss and offered its value (a payout to argue). */
    totalLoss: triState,
    /** A timeshare or vacation-club contract signed at a sales presentation. */
    timeshare: triState,
    /** A pharmacy charged more than expected for a prescription (a drug plan's list, Medicare's insulin cap). */
    prescriptionCost: triState,
    /** The merchant or issuer calls a second charge only a pending authorization (a hold that drops off). */
    pendingHoldClaimed: triState,
    /**
     * The bank turns down a duplicate or wrong debit because the person authorized the purchase ("it's
     * not fraud"): an error claim answered with Regulation E's error rule.
     */
    bankSaysAuthorized: triState,
    /** The bank sends the person to the merchant first ("work it out with the merchant", "can't open a dispute"). */
    sentToMerchant: triState,
    /** The merchant now calls a disputed charge a damage charge or deposit (a stain, a burn, something broken). */
    merchantDamageClaim: triState,
    /** Nobody mentioned damage when the person left or checked out, or showed photos of it. */
    damageUnannounced: triState,
    /** The person got no photos or proof of that damage. */
    noDamagePhotos: triState,
    /** The person says the damage never happened ("there was NO stain"). */
    damageDenied: triState,
    /** The charge is for a stay (a hotel, a motel, a vacation rental). */
    lodgingStay: triState,
    /** Tax was charged on the disputed fee itself ("a resort fee 35 a night plus tax on it"). */
    feeTaxed: triState,
    /** That stay was booked with a host (Airbnb, Vrbo, a vacation rental), not a hotel. */
    hostStay: triState,
    /** The person's contract lets them cancel in person, any time or in writing (their own copy says so). */
    contractLetsCancel: triState,
    /** The other side says cancelling needed a certified letter or days of notice. */
    cancelMethodRequired: triState,
    /**
     * The person has a record of the cancellation (a confirmation email or number, a screenshot, a
     * certified-mail receipt); absent when they cancelled by word only ("at the front desk").
     */
    cancelProof: triState,
    /** Someone was with the person when they cancelled ("my friend was with me that day"). */
    cancelWitness: triState,
    /** The person returned the provider's equipment (a modem, a router, a cable box): no unreturned-equipment fee. */
    equipmentReturned: triState,
    /** The person has a receipt for returning that equipment ("tengo el recibo"). */
    returnReceipt: triState,
    /**
     * The person went in person to cancel and was sent away without a cancellation ("only the
     * manager can cancel, he wasn't there, come back dec 1"): stalled, not refused.
     */
    sentAwayInPerson: triState,
    /** That visit was today ("fui hoy en persona", "went in today"). */
    visitedToday: triState,
    /** The bill is paid by autopay from a card or account ("my autopay card gets charged", "en automático"). */
    autopay: triState,
    /** The person cancelled by email ("cancelled by email aug 20", "cancelé por correo"): a written notice they sent. */
    cancelledByEmail: triState,
    /** The person hasn't used the service since cancelling ("my card shows i didnt go after aug 28"). */
    notUsedAfter: triState,
    /** The card issuer or bank itself said no or denied the dispute (not the merchant). */
    issuerSaidNo: triState,
    /**
     * The card issuer's rep took the dispute by phone ("she 'opened a claim' on the phone"), or says the
     * disputed sum must still be paid with the bill: a phone claim is not the written dispute.
     */
    issuerPhoneClaim: triState,
    /**
     * The other side says it will charge the person's card on file or take the money from their
     * account ("they'll charge 900 to my card on file today", "me van a cobrar con la tarjeta").
     */
    cardChargeThreat: triState,
    /** An extended warranty (a service contract) on a car contract the person bought. */
    addOnWarranty: triState,
    /** GAP coverage (insurance or a waiver) on a car contract. */
    addOnGap: triState,
    /** The shop says it called or left a voicemail to approve the extra work. */
    voicemailClaimed: triState,
    /**
     * The collector's proof names someone else: another name or middle initial, an address in a
     * state the person never lived in ("el nombre dice Maria L Gonzales y yo soy Maria E").
     */
    otherPersonsDebt: triState,
    /**
     * The collector is after someone else (a brother, a parent, an ex, the number's last owner):
     * the person is a third party who never signed for the debt ("preguntando por mi hermano").
     */
    someoneElsesDebt: triState,
    /** The person says they never signed for the debt ("nunca firmé nada", "i'm not on the account"). */
    neverSigned: triState,
    /** A collector's letter came addressed to the person ("una carta a MI nombre", "in my name"). */
    letterInMyName: triState,
    /** A threat to take the person's home or property ("pueden embargar mi casa", "take my house"). */
    propertyThreat: triState,
    /** The collector demands someone else's address or whereabouts from the person. */
    addressDemanded: triState,
    /** The person never got any letter from the collector ("i never got any letter"). */
    noLetter: triState,
    /** The other side offers to close or settle the account for a sum ("they close the 640 as settled"). */
    settleOffered: triState,
    /** The person cancelled in person ("i cancelled that membership in person feb 2023"). */
    cancelledInPerson: triState,
    /** The person signed nothing new after cancelling ("i did NOT sign anything new after"). */
    signedNothingAfter: triState,
    /** The contract says changes need a written change order. */
    changeOrderRequired: triState,
    /** A roommate points to the lease making them all "jointly liable". */
    jointlyLiable: triState,
    /** A contractor threatens (or filed) a lien on the person's home. */
    lienThreat: triState,
    /** A supplier threatens to stop delivering unless its new price is paid ("dejan de entregar el lunes"). */
    supplyStopThreat: triState,
    /** The other side wants to be paid by Zelle, Venmo or Cash App. */
    p2pDemanded: triState,
    /** The other side's offer includes a new title ("5% plus a title change to senior"). */
    titleOffered: triState,
    /** The person's job grew to cover a coworker who left and was not replaced. */
    coveringRole: triState,
    /** The changes a client now blames were the client's own requests (the person has them in writing). */
    changesRequested: triState,
    /** The shop says the extra work was needed for safety. */
    safetyClaimed: triState,
    /** The shop says the extra work was needed or necessary ("el trabajo extra era necesario"), safety or not. */
    neededClaimed: triState,
    /** The other side dares the person to sue ("if i dont like it i can take him to court", "que lo demande"). */
    courtDare: triState,
    /**
     * The other side threatens to sue the person back if they go to court ("they'll countersue for the
     * nail holes", "nos va a contrademandar por los daños").
     */
    countersuitThreat: triState,
    /**
     * The other side points to a clause of the lease or contract for a charge ("my lease 'says tenant
     * pays professional carpet cleaning'", "dice que el contrato dice que yo pago la pintura").
     */
    leaseClauseCited: triState,
    /** Small nail or pin holes from hanging things are among what the landlord charges or threatens over. */
    nailHoles: triState,
    /**
     * The landlord says the rent limit doesn't cover the unit ("rent control doesn't apply because the
     * owners are individuals", "la ley de control de renta no aplica porque los dueños son personas").
     */
    limitExemptClaimed: triState,
    /** The rent already went up once not long ago ("la última subida fue en enero", "they raised it in march too"). */
    earlierRise: triState,
    /** The person asks whether they have to move out over a rise ("¿me tengo que mudar?", "do i have to move?"). */
    mustMoveAsked: triState,
    /** The person paid the disputed bill under protest ("paid 1,140 on my card, under protest"). */
    paidUnderProtest: triState,
    /** The person says no itemized list of deductions came ("no itemized list", "sin lista"). */
    noItemList: triState,
    /** Nothing came back after the move-out, neither money nor a list ("no me han mandado nada, ni dinero ni carta"). */
    depositNothingYet: triState,
    /** The tenant gave the new address in writing ("puse mi direccion nueva por escrito en el formulario"). */
    forwardingInWriting: triState,
    /** The landlord's letter named each deduction with its sum ("600 de pintura y 250 de limpieza"). */
    deductionsItemized: triState,
    /** The person says no receipts came with the deductions ("no receipts", "sin recibos"). */
    noReceipts: triState,
    /** Window or VIN etching (an anti-theft engraving) sold as an add-on on a car contract. */
    addOnEtching: triState,
    /**
     * The person says they were told the add-ons were required or mandatory ("me dijeron que era
     * obligatorio para el financiamiento"); false when they say they were told they weren't.
     */
    toldRequired: triState,
    /**
     * The person asks whether the car itself can be returned ("can i return the car? theres a 3 day
     * rule right?", "¿puedo devolver el carro?"): answered first, before the add-ons.
     */
    carReturnAsked: triState,
    /**
     * A late client says it is waiting on its own client to pay ("we're waiting on our client to pay
     * us", "dicen que esperan que su cliente les pague"): pay-when-paid, claimed.
     */
    payWhenPaidClaimed: triState,
  }),
);
export type CaseFlags = z.infer<typeof caseFlagsSchema>;

export const caseSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    /** Absent when nothing in the conversation names an area Lane covers. */
    area: z.optional(z.enum(CASE_AREAS)),
    subCase: z.optional(z.enum(SUB_CASES as [SubCase, ...SubCase[]])),
    /**
     * `sure` when the area and sub-case are clear; `unsure` when two areas are close or the fact that
     * decides the sub-case is missing: the answer then asks first and gives only a safe first step.
     */
    confidence: z.enum(['sure', 'unsure']),
    amounts: z.array(caseAmountSchema),
    dates: z.array(caseDateSchema),
    percentages: z.array(z.string()),
    /**
     * Counts of goods in the story, exactly as written: what was ordered and what arrived ("ordered
     * 50 cases, got 42"). Durations and nights are not here: they travel with a unit amount.
     */
    counts: z.optional(z.array(caseCountSchema)),
    /**
     * New duties the person took on, in their words ("shift lead"), for a raise or a title talk.
     */
    duties: z.optional(z.string().check(z.maxLength(40))),
    /**
     * For a job offer or a raise: the person's experience and credentials, in their words ("3 years
     * of experience and a google ads certification"), to name in the ask instead of "[key skills]".
     */
    skills: z.optional(z.string().check(z.maxLength(120))),
    /**
     * A job offer where the person wants more paid time off (PTO, vacation days): the days offered
     * and the days wanted, when said ("only 10 days pto and i want 15"). Absent: no time-off ask.
     */
    timeOff: z.optional(
      z.object({
        offered: z.optional(z.int().check(z.positive())),
        wanted: z.optional(z.int().check(z.positive())),
      }),
    ),
    /**
     * A repair shop's form the person signed that authorizes work up to a sum without a call ("dice
     * que autorizo reparaciones 'hasta 1,500 sin llamada previa'"): the sum, as written and its value.
     */
    authorizedUpTo: z.optional(
      z.object({ text: z.string().check(z.minLength(1)), value: z.number().check(z.positive()) }),
    ),
    /**
     * An insurer's claim: the allowed amount on the EOB ("allowed amount 1080", "monto permitido 900"),
     * and, for dental work, the tooth treated and another tooth the person names (an earlier crown's),
     * as written ("19", "18").
     */
    claim: z.optional(
      z.object({
        allowed: z.optional(
          z.object({ text: z.string().check(z.minLength(1)), value: z.number().check(z.positive()) }),
        ),
        deductible: z.optional(
          z.object({ text: z.string().check(z.minLength(1)), value: z.number().check(z.positive()) }),
        ),
        tooth: z.optional(z.string().check(z.maxLength(3))),
        otherTooth: z.optional(z.string().check(z.maxLength(3))),
        /** The dental work named: a crown, a filling, a root canal, an implant, a bridge. */
        work: z.optional(z.enum(['crown', 'filling', 'root_canal', 'implant', 'bridge'])),
      }),
    ),
    /** What the shop (or a tow yard) says storage costs a day ("40 dólares por día de almacenaje"), as written. */
    storagePerDay: z.optional(
      z.object({ text: z.string().check(z.minLength(1)), value: z.number().check(z.positive()) }),
    ),
    /**
     * A promotional price still in its term ("tengo una promoción de 12 meses que empezó en marzo,
     * me quedan como 4 meses", "my 12-month promo"): its length in months, the months left, the
     * month it started (1–12), and whether the person has it in writing, each when said.
     */
    promo: z.optional(
      z.object({
        months: z.optional(z.int().check(z.positive(), z.lte(60))),
        left: z.optional(z.int().check(z.positive(), z.lte(60))),
        startMonth: z.optional(z.int().check(z.gte(1), z.lte(12))),
        inWriting: z.optional(z.boolean()),
      }),
    ),
    /**
     * A client (or customer) that wants longer to pay: the payment terms in days now and the ones
     * it wants ("from net 30 to net 90"). Absent: no change of terms asked.
     */
    paymentTerms: z.optional(
      z.object({
        current: z.optional(z.int().check(z.positive())),
        proposed: z.optional(z.int().check(z.positive())),
      }),
    ),
    /**
     * A rent late fee's days of the month, as the person told them: when rent is due, when they
     * paid, the grace days their lease gives, or the day after which the lease charges a late fee
     * ("due the 1st, paid the 3rd, 5 day grace period"; "late fee if paid after the 5th").
     */
    rentDays: z.optional(
      z.object({
        due: z.optional(dayOfMonth),
        paid: z.optional(dayOfMonth),
        grace: z.optional(dayOfMonth),
        lateAfter: z.optional(dayOfMonth),
      }),
    ),
    /** The invoice's own number as the person wrote it ("1042" from "invoice #1042"). */
    invoiceNumber: z.optional(z.string().check(z.maxLength(20))),
    /** A freelancer's new rate for new work, as written ("80/hr" from "raise my rate from 65 to 80/hr"). */
    newRate: z.optional(z.string().check(z.maxLength(20))),
    /**
     * The charge for equipment "not returned" that the person says they returned, as written ("180"
     * from "me cobran 180 por equipo no devuelto").
     */
    equipmentCharge: z.optional(z.string().check(z.maxLength(20))),
    /** Work a shop did beyond what was approved, in the person's words ("rotores traseros y un sensor"). */
    extraWork: z.optional(z.string().check(z.maxLength(60))),
    /** The credit card the person named by its product ("chase sapphire preferred"), as they wrote it. */
    cardName: z.optional(z.string().check(z.maxLength(40))),
    /** The balance the person saw available when the purchases were approved, as written ("212"). */
    availableBalance: z.optional(z.string().check(z.maxLength(20))),
    /** What took the account negative afterwards, when the person named it. */
    overdrawnBy: z.optional(z.enum(['check', 'payment'])),
    /**
     * A bank's fees listed one by one, each as written, a fee said twice counted twice ("overdraft fee
     * 36, extended overdraft 25, monthly maintenance 12 for aug and 12 for sept").
     */
    /**
     * The fees' sum as the person said it ("thats 63.60 in fees", "36.90 en cargos"): all that
     * checkout added, above any one fee listed.
     */
    feesStated: z.optional(
      z.object({
        text: z.string().check(z.minLength(1), z.maxLength(20)),
        value: z.number().check(z.positive()),
      }),
    ),
    /**
     * A bank account the person closed before the fees: the day it was closed and the debit the bank
     * let through after it, as written ("aug 8", "49.99" from "closed my checking aug 8 … autopay 49.99").
     */
    closedAccount: z.optional(
      z.object({
        on: z.optional(z.string().check(z.maxLength(20))),
        debit: z.optional(
          z.object({
            text: z.string().check(z.minLength(1), z.maxLength(20)),
            value: z.number().check(z.positive()),
          }),
        ),
      }),
    ),
    bankFees: z.optional(
      z.array(
        z.object({
          kind: z.enum(['overdraft', 'extended_overdraft', 'nsf', 'maintenance']),
          text: z.string().check(z.minLength(1), z.maxLength(20)),
          value: z.number().check(z.positive()),
        }),
      ),
    ),
    /**
     * The days of notice a cancellation needs, as the person or the other side said ("30 dias de
     * aviso"); for a supplier, the notice its contract requires before a price change.
     */
    noticeDays: z.optional(z.int().check(z.positive())),
    /**
     * The year a debt dates from, when the person names only a year ("a card from 2017", "no he
     * pagado nada desde 2017"), so the copy can weigh its age and its credit-report life.
     */
    debtYear: z.optional(z.int().check(z.gte(1950), z.lte(2100))),
    /** The US state the person says they live in ("California"), so the copy can name its law as a question. */
    state: z.optional(z.string().check(z.maxLength(30))),
    /**
     * A second question: the employer won't pay out unused vacation at leaving ("3 unused vacation
     * days (8 hr days)"): the days or hours, and a day's hours, as said. State law: asked, never stated.
     */
    leavePayout: z.optional(
      z.object({
        days: z.optional(z.number().check(z.positive())),
        hours: z.optional(z.number().check(z.positive())),
        hoursPerDay: z.optional(z.number().check(z.positive())),
      }),
    ),
    /** The big city the person says they live in ("Chicago"), when a city of its own is named (not "a Chicago suburb"). */
    city: z.optional(z.string().check(z.maxLength(30))),
    /**
     * The thing a landlord charges a tenant to replace (carpet, paint) and its age, as said: the year
     * it was new or put in ("the carpet was brand new in 2019"), or its age when the person moved in
     * ("the carpet was like 8 years old when i moved in").
     */
    wornItem: z.optional(
      z.object({
        /** In the person's own word ("carpet", "alfombra"). */
        name: z.string().check(z.maxLength(20)),
        newYear: z.optional(z.int().check(z.gte(1950), z.lte(2100))),
        ageAtMoveIn: z.optional(z.int().check(z.positive(), z.lte(60))),
        /** Its age said with no time to it ("the carpet is 12 years old"): taken as its age at the move-out. */
        ageAtMoveOut: z.optional(z.int().check(z.positive(), z.lte(60))),
        /** It was already old (or worn) when the person moved in, no age given. */
        oldAtMoveIn: z.optional(z.boolean()),
      }),
    ),
    /**
     * Add-ons on a car contract, each with its figure as written ("'garantia extendida' 2,100 y
     * 'grabado de ventanas' 399"), when the person paired them.
     */
    addOnItems: z.optional(
      z.array(
        z.object({
          product: addOnProduct,
          text: z.string().check(z.minLength(1)),
        }),
      ),
    ),
    /** What the seller called the add-ons, as the person quoted it ("lo estandar", "standard"). */
    sellerWords: z.optional(z.string().check(z.maxLength(40))),
    /**
     * A phone's balance after a switch of carrier: the plan's months and those paid ("pague 10 meses de
     * 24"), the device and service charges on the final bill, and the new carrier's buyout and its days.
     */
    deviceBalance: z.optional(
      z.object({
        term: z.optional(z.int().check(z.positive(), z.lte(60))),
        paid: z.optional(z.int().check(z.nonnegative(), z.lte(60))),
        device: z.optional(z.string().check(z.maxLength(20))),
        service: z.optional(z.string().check(z.maxLength(20))),
        buyout: z.optional(z.string().check(z.maxLength(20))),
        buyoutDays: z.optional(z.int().check(z.positive(), z.lte(365))),
        /**
         * A phone traded in for monthly credits that never came, the person still a customer: the
         * value promised as typed, the bills without the credit, the day the old phone was delivered,
         * and whether the carrier says it never got it.
         */
        tradeIn: z.optional(
          z.object({
            value: z.optional(z.string().check(z.maxLength(20))),
            missed: z.optional(z.int().check(z.positive(), z.lte(36))),
            delivered: z.optional(z.string().check(z.maxLength(20))),
            notReceived: z.optional(z.boolean()),
          }),
        ),
      }),
    ),
    /**
     * What the dealer answered about each add-on, after the sale ("they'll cancel the warranty but gap
     * and the etch are 'non refundable' and the nitrogen is 'already in the tires'"): the products it
     * agreed to cancel, those it called non-refundable or final, those it called already used or done,
     * and a threat to redo the financing at a higher rate ("rewrite the deal").
     */
    dealerReply: z.optional(
      z.object({
        cancels: z.optional(z.array(addOnProduct).check(z.maxLength(5))),
        refuses: z.optional(z.array(addOnProduct).check(z.maxLength(5))),
        usedUp: z.optional(z.array(addOnProduct).check(z.maxLength(5))),
        rewriteThreat: z.optional(z.boolean()),
      }),
    ),
    /** The add-ons the person was told were required, when the sentence saying so named them ("the bank REQUIRED the warranty and gap"). */
    requiredAddOns: z.optional(z.array(addOnProduct).check(z.maxLength(5))),
    /** What the dealer answered about the add-ons, each claim as the person typed it ("obligatoria", "ya no se puede cancelar"). */
    dealerSaid: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(3))),
    /** The length of a car loan in months ("financiado a 72 meses"). */
    loanMonths: z.optional(z.int().check(z.positive(), z.lte(96))),
    /**
     * The day of the month the person's card statement closes ("my statement closes on the 15th",
     * "mi fecha de corte es el 15"): each charge's 60 days to dispute run from the statement that
     * first showed it.
     */
    statementDay: z.optional(dayOfMonth),
    /**
     * The month the other side named for a later look ("no budget now, maybe in january", "lo
     * revisamos en enero"), 1–12: said as a month, never turned into a made-up day.
     */
    reviewMonth: z.optional(z.int().check(z.gte(1), z.lte(12))),
    /** How many hours the airline moved the flight, as the person said it or as the times show (8 am → 4 pm: 8). */
    changeHours: z.optional(z.number().check(z.positive(), z.lte(47))),
    /** The person's bank and payment app, when named ("Chase", "Cash App"). */
    bank: z.optional(z.string().check(z.maxLength(30))),
    app: z.optional(z.string().check(z.maxLength(30))),
    /** The clinician who billed, in the person's words ("assistant surgeon", "laboratorio"). */
    provider: z.optional(z.string().check(z.maxLength(40))),
    /** What needs repair, in the person's own word ("calentador", "heater"). */
    repairItem: z.optional(z.string().check(z.maxLength(40))),
    /** The damage a merchant cites for a charge, in the person's words ("a stain on the carpet"). */
    damageCited: z.optional(z.string().check(z.maxLength(60))),
    /** How many years the person has lived there, or bought from a supplier ("llevo 3 años ahí", "after 4 yrs", "5 years with him"). */
    tenureYears: z.optional(z.number()),
    /**
     * A client's unpaid invoices told one by one ("1.200 del 15 de agosto y 1.600 del 30 de
     * septiembre, las dos a 30 días"): each sum as written, its date, and the day it fell due.
     */
    invoices: z.optional(
      z.array(
        z.object({
          text: z.string().check(z.minLength(1)),
          value: z.number().check(z.nonnegative()),
          iso: z.iso.date(),
          due: z.optional(z.iso.date()),
        }),
      ),
    ),
    /**
     * A second supplier's new charge told beside the first one's price rise ("tambien el de carne me
     * esta cobrando entrega 25 que antes no cobraba"): who, the charge as named, and its sum as written.
     */
    otherSupplierFee: z.optional(
      z.object({
        who: z.string().check(z.maxLength(40)),
        charge: z.string().check(z.maxLength(30)),
        text: z.string().check(z.minLength(1)),
      }),
    ),
    /** A supplier's offer to hold the price for a contract of this many months ("sign a 12 month contract"). */
    lockMonths: z.optional(z.int().check(z.positive(), z.lte(60))),
    /**
     * When the person's building was built, as they said it: a year ("built in 1972") or a decade
     * ("el edificio es de los años 60": 1960, `decade`), so a rent rise asks whether a local rent limit
     * that turns on the building's age covers it.
     */
    /** The most a rent may rise in a year, in percent, as the housing office told the person ("el aumento máximo es 3%"). */
    allowedRisePercent: z.optional(z.number().check(z.positive(), z.lte(30))),
    /** The days a landlord gives the person to leave ("si no, que me vaya en 30 días", "move out in 30 days"). */
    leaveDays: z.optional(z.int().check(z.positive(), z.lte(365))),
    buildingBuilt: z.optional(
      z.object({ year: z.int().check(z.gte(1800), z.lte(2100)), decade: z.optional(z.boolean()) }),
    ),
    /**
     * A deposit shared by roommates and returned to one of them ("landlord sent ONE check for 1500 to
     * jake"): how many shared it, the whole deposit, the sum returned, the deductions caused by one
     * roommate alone ("his dog chewed it") and the shared ones, and what that roommate offers each.
     */
    split: z.optional(
      z.object({
        people: z.int().check(z.gte(2), z.lte(8)),
        deposit: z.optional(z.number()),
        returned: z.optional(z.number()),
        own: z.optional(z.number()),
        shared: z.optional(z.number()),
        offered: z.optional(z.number()),
        /** The roommate who got the check, by name when given ("jake"). */
        holder: z.optional(z.string().check(z.maxLength(20))),
      }),
    ),
    /**
     * The person is the seller and the client pays less than agreed ("catering para 120 personas a
     * 18.50 … solo quieren pagar por 95"): the count agreed and the price of each, the client's
     * count, the deposit, whether the count was guaranteed, and a threatened bad review.
     */
    clientShortPay: z.optional(
      z.object({
        agreed: z.int().check(z.positive()),
        unit: z.number().check(z.positive()),
        theirCount: z.optional(z.int().check(z.positive())),
        depositPercent: z.optional(z.number().check(z.positive(), z.lt(100))),
        deposit: z.optional(z.number().check(z.positive())),
        guaranteed: z.optional(z.boolean()),
        reviewThreat: z.optional(z.boolean()),
      }),
    ),
    /**
     * Hours over 40 a week ("trabajo 52 horas cada semana … me pagan las 52 a 17 igual"): the weekly
     * hours, whether the hours over 40 were paid at the straight rate or not at all, and for how many
     * weeks, so the overtime owed can be worked out.
     */
    overtime: z.optional(
      z.object({
        hoursPerWeek: z.int().check(z.gt(40), z.lte(100)),
        paid: z.enum(['straight', 'unpaid']),
        weeks: z.optional(z.int().check(z.positive())),
      }),
    ),
    /** How many people live in the person's household ("me and my 2 kids": 3), for an income table. */
    householdSize: z.optional(z.int().check(z.positive())),
    /** A fee as the person named it ("resort fee", "cargo por servicio"), so the copy says it their way. */
    feeName: z.optional(z.string().check(z.maxLength(60))),
    /**
     * A second charge the person raises beside the fee ("also 25 a night parking and i didnt even bring
     * a car"): its name as written, its figure, and whether it paid for something never used.
     */
    extraCharge: z.optional(
      z.object({
        name: z.string().check(z.maxLength(30)),
        value: z.optional(z.number()),
        /** The figure is a nightly (or daily) rate ("25 a night parking"). */
        nightly: z.optional(z.boolean()),
        unused: z.optional(z.boolean()),
      }),
    ),
    /**
     * How far short the account went, as the person wrote it ("only 12 short", "me faltaban 12"), when
     * they said so; never a purchase's sum ("la más grande de 12 dólares").
     */
    shortfall: z.optional(z.string().check(z.maxLength(30))),
    /** How often a collector calls, as the person said it ("3 times a day", "10 veces a la semana"). */
    calls: z.optional(
      z.object({
        count: z.int().check(z.positive(), z.lte(100)),
        per: z.enum(['day', 'week']),
      }),
    ),
    /** The collection agency as the person named it ("Midland", "Portfolio Recovery"), for its letter. */
    collectorName: z.optional(z.string().check(z.maxLength(40))),
    /**
     * The birth year on the collector's papers and the person's own, when they differ ("its for Robert
     * Alvarez born 1986. I am Roberto Alvarez born 1958"): the mismatch the person's letter names.
     */
    birthYears: z.optional(z.object({ theirs: z.int(), mine: z.int() })),
    /**
     * Whom the collector is after when it is not the person: how they are related ("brother") and
     * the name they gave ("Luis").
     */
    otherDebtor: z.optional(
      z.object({
        relation: z.optional(z.enum(OTHER_DEBTOR_RELATIONS)),
        name: z.optional(z.string().check(z.maxLength(30))),
      }),
    ),
    /** For a sale at the person's home: what the contract is for, as they wrote it ("a new roof"). */
    saleItem: z.optional(z.string().check(z.maxLength(40))),
    /** For pay: the job's title as the person wrote it ("marketing coordinator", "analista de datos"). */
    jobTitle: z.optional(z.string().check(z.maxLength(60))),
    /** The other side as the person named it ("Mercy Hospital", "Comcast"). */
    party: z.optional(z.string()),
    cardType: z.optional(z.enum(CARD_TYPES)),
    insurance: z.optional(z.enum(['insured', 'uninsured'])),
    flags: caseFlagsSchema,
    /** The person asked Lane to invent a hardship, event or document, or to deceive or threaten. */
    asksForDeception: z.boolean(),
    /** Not a money conversation, or an instruction aimed at Lane rather than a situation. */
    offTopic: z.boolean(),
    /** The language the person writes in, when their words say so. */
    writtenIn: z.optional(languageSchema),
  }),
);
export type Case = z.infer<typeof caseSchema>;

/** The first amount with one of these roles, in the order given. */
export function amountOf(kase: Pick<Case, 'amounts'>, ...roles: AmountRole[]): CaseAmount | undefined {
  for (const role of roles) {
    const found = kase.amounts.find((amount) => amount.role === role);
    if (found) return found;
  }
  return undefined;
}

export function dateOf(kase: Pick<Case, 'dates'>, ...roles: DateRole[]): CaseDate | undefined {
  for (const role of roles) {
    const found = kase.dates.find((date) => date.role === role);
    if (found) return found;
  }
  return undefined;
}

/** A case with nothing said yet; tests, templates' examples and a blocked answer start from it. */
export function emptyCase(overrides: Partial<Case> = {}): Case {
  return {
    confidence: 'sure',
    amounts: [],
    dates: [],
    percentages: [],
    flags: {},
    asksForDeception: false,
    offTopic: false,
    ...overrides,
  };
}
