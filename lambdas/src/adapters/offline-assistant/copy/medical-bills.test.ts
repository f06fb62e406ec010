import type { ChatSections, Language } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../../test/spanish.js';
import type { Case, CaseAmount, CaseDate } from '../../../domain/chat/case.js';
import { renderChatMarkdown } from '../../../domain/chat/render.js';
import { deadlinesOf } from '../../../domain/chat/rights.js';
import { emptyCase } from '../../../domain/chat/case.js';
import { copyContext } from './context.js';
import { medicalBills } from './medical-bills.js';
import { caseIn, expectSays, scriptView } from './test-support.js';
import { RUNGS, type CopyContext, type Outcome } from './types.js';

const TODAY = '2026-11-22';
const LANGS: Language[] = ['en', 'es'];

const billed = (text: string, value: number): CaseAmount => ({ text, value, role: 'billed' });
const estimated = (text: string, value: number): CaseAmount => ({ text, value, role: 'estimated' });
const billDate: CaseDate = { text: 'October 1, 2026', iso: '2026-10-01', role: 'bill' };
const serviceDate: CaseDate = { text: 'September 20', iso: '2026-09-20', role: 'service' };

function medical(overrides: Partial<Case>): Case {
  return emptyCase({ area: 'medical_bills', ...overrides });
}

const CASES = {
  overEstimate: medical({
    subCase: 'medical_over_estimate',
    insurance: 'uninsured',
    flags: { goodFaithEstimate: true },
    amounts: [billed('$1,650', 1650), estimated('$1,200', 1200)],
    dates: [billDate, serviceDate],
  }),
  overEstimateUndated: medical({
    subCase: 'medical_over_estimate',
    insurance: 'uninsured',
    flags: { goodFaithEstimate: true },
    amounts: [billed('$1,650', 1650), estimated('$1,200', 1200)],
  }),
  underThreshold: medical({
    subCase: 'medical_over_estimate',
    insurance: 'uninsured',
    flags: { goodFaithEstimate: true },
    amounts: [billed('$1,350', 1350), estimated('$1,200', 1200)],
    dates: [billDate],
  }),
  emergency: medical({
    subCase: 'medical_emergency_balance_bill',
    insurance: 'insured',
    flags: { emergency: true },
    amounts: [billed('$2,340', 2340)],
    dates: [serviceDate],
    party: 'Mercy Hospital',
  }),
  emergencyInsuranceUnknown: medical({
    subCase: 'medical_emergency_balance_bill',
    flags: { emergency: true },
    amounts: [billed('$2,340', 2340)],
  }),
  notAnEmergency: medical({
    subCase: 'medical_emergency_balance_bill',
    insurance: 'insured',
    flags: { emergency: false },
    amounts: [billed('$2,340', 2340)],
  }),
  outOfNetworkClinician: medical({
    subCase: 'medical_out_of_network_clinician',
    insurance: 'insured',
    flags: { emergency: false, inNetworkFacility: true, outOfNetworkProvider: true },
    amounts: [billed('$3,100', 3100)],
  }),
  clinicianNetworkUnknown: medical({
    subCase: 'medical_out_of_network_clinician',
    insurance: 'insured',
    amounts: [billed('$3,100', 3100)],
  }),
  ambulance: medical({
    subCase: 'medical_ground_ambulance',
    insurance: 'insured',
    flags: { groundAmbulance: true, emergency: true },
    amounts: [billed('$1,800', 1800)],
  }),
  ambulanceCalifornia: medical({
    subCase: 'medical_ground_ambulance',
    insurance: 'insured',
    state: 'California',
    flags: { groundAmbulance: true, emergency: true, outOfNetworkProvider: true },
    amounts: [
      { text: '620', value: 620, role: 'paid' },
      { text: '1,640', value: 1640, role: 'billed' },
    ],
  }),
  ambulanceUninsured: medical({
    subCase: 'medical_ground_ambulance',
    insurance: 'uninsured',
    state: 'Texas',
    flags: { groundAmbulance: true },
    amounts: [billed('$1,800', 1800)],
  }),
  financialAssistance: medical({
    subCase: 'medical_financial_assistance',
    insurance: 'uninsured',
    flags: { hardship: true },
    amounts: [billed('$5,000', 5000)],
  }),
  billReview: medical({
    subCase: 'medical_bill_review',
    insurance: 'insured',
    amounts: [billed('$640', 640)],
  }),
  unsure: medical({ confidence: 'unsure', amounts: [billed('$900', 900)] }),
  unsureNotEmergency: medical({ confidence: 'unsure', flags: { emergency: false } }),
} satisfies Record<string, Case>;

type Scenario = keyof typeof CASES;

function render(scenario: Scenario, lang: Language) {
  const ctx = copyContext(CASES[scenario], lang, TODAY);
  const copy = medicalBills[lang];
  const rungs = copy.rungs(ctx);
  const email = copy.email(ctx);
  return {
    ctx,
    copy,
    strategy: copy.strategy(ctx),
    opening: copy.opening(ctx),
    rungs: RUNGS.map((rung) => rungs[rung]),
    ladder: RUNGS.map((rung) => `${rungs[rung].label}: ${rungs[rung].line}`).join('\n'),
    email,
    talkingPoints: copy.talkingPoints(ctx),
    questions: copy.questions?.(ctx) ?? [],
    rightLine: copy.rightLine?.(ctx),
    complaintRoutes: copy.complaintRoutes(ctx),
    subject: copy.subject(ctx),
    party: copy.party(ctx),
  };
}

type Rendered = ReturnType<typeof render>;

/** Everything the person reads, as separate strings. */
function allStrings(answer: Rendered): string[] {
  return [
    answer.strategy,
    answer.opening,
    ...answer.rungs.flatMap((rung) => [rung.label, rung.line]),
    answer.email.subject,
    answer.email.body,
    ...answer.talkingPoints,
    ...answer.questions,
    answer.rightLine ?? '',
    answer.complaintRoutes,
    answer.subject,
    answer.party,
  ];
}

/** What the person says or sends: where bargaining on money not owed would show. */
function spoken(answer: Rendered): string {
  return [answer.strategy, answer.opening, answer.ladder, answer.email.body, answer.rightLine ?? ''].join(
    '\n',
  );
}

const all = (answer: Rendered) => allStrings(answer).join('\n');

const BARGAINING = /\bhalf\b|discount|payment plan|\bsplit\b|mitad|descuento|plan de pagos/i;

/**
 * The answer as the composer renders it, with its own lines stood in for by their current length
 * (the lead, the lawyer line, the ladder intro, the closing, the numbers point).
 */
function renderedLength(answer: Rendered, ctx: CopyContext, lang: Language): number {
  const composerLine = 'x'.repeat(110);
  const sections: ChatSections = {
    questions: answer.questions,
    strategy: `${answer.strategy} ${'x'.repeat(62)}`,
    phone_script: [
      answer.opening,
      `${'x'.repeat(50)}\n${answer.rungs.map((rung, index) => `${index + 1}. ${rung.label}: ${rung.line}`).join('\n')}`,
      'x'.repeat(90),
    ].join('\n\n'),
    email: answer.email,
    talking_points: [
      ...answer.talkingPoints,
      ...ctx.ruling.cautions.map((caution) => `${caution.text[lang].title}: ${caution.text[lang].detail}`),
      'x'.repeat(80),
    ],
    deadlines: deadlinesOf(ctx.ruling, lang),
  };
  return renderChatMarkdown(sections, lang, { lead: composerLine }).length;
}

describe('medical bills copy', () => {
  describe.each(LANGS)('in %s', (lang) => {
    it.each(Object.keys(CASES) as Scenario[])(
      'fits one chat message and keeps each part short (%s)',
      (scenario) => {
        const answer = render(scenario, lang);
        const length = renderedLength(answer, answer.ctx, lang);
        expect(length).toBeLessThanOrEqual(4000);
        expect(answer.email.body.length).toBeLessThanOrEqual(950);
        expect(answer.talkingPoints.length).toBeGreaterThanOrEqual(3);
        expect(answer.talkingPoints.length).toBeLessThanOrEqual(5);
        expect(answer.questions.length).toBeLessThanOrEqual(3);
        const lines = answer.opening.split('\n');
        expect(lines.length).toBeGreaterThanOrEqual(2);
        expect(lines.length).toBeLessThanOrEqual(4);
        expect(answer.email.body).toMatch(/14 (days|días)/);
      },
    );

    it.each(Object.keys(CASES) as Scenario[])('states no state law (%s)', (scenario) => {
      const answer = render(scenario, lang);
      const stateName = answer.ctx.case.state;
      // A state (theirs, by name, or states in general) only ever comes up as something to ask
      // or check: every clause that names one asks, wonders whether, or speaks of "many states".
      const clauses = allStrings(answer)
        .join('\n')
        // Regulators are places to ask, not law: their names are left out of the check.
        .replace(/California's Department of Managed Health Care \(DMHC\) or Department of Insurance/g, '')
        .replace(/(el |al )?Departamento de Atención Médica Administrada \(DMHC\) o (el |al )?/g, '')
        .replace(/(your |the \w+ )?(state('s)? )?(insurance department|attorney general)/gi, '')
        .replace(/(el |al )?(departamento de seguros|fiscal general) de (su estado|\w+)/gi, '')
        .split(/(?<=[.:;?!])\s+|\n/);
      const STATE = new RegExp(
        `\\bstates?\\b|\\bestados?\\b|state law|ley estatal${stateName ? `|${stateName}` : ''}`,
        'i',
      );
      const ASKS = /\bask\b|\bwhether\b|\?|pregunt|\bsi\b|averig|many states|muchos estados/i;
      for (const clause of clauses.filter((text) => STATE.test(text))) expect(clause).toMatch(ASKS);
      expect(all(answer)).not.toMatch(
        /\b(?:California|Texas|state) law (?:says|requires|bans|caps)|la ley de (?:California|Texas|su estado) (?:dice|exige|prohíbe)/i,
      );
    });
  });

  it('speaks usted in every Spanish string, whatever the case', () => {
    for (const scenario of Object.keys(CASES) as Scenario[]) {
      for (const text of allStrings(render(scenario, 'es'))) {
        expect(tuteoMarkers(text), `${scenario}: ${text}`).toEqual([]);
      }
      expect(all(render(scenario, 'es'))).not.toMatch(/dispuest[oa]/);
    }
  });

  describe('billed above a Good Faith Estimate (uninsured)', () => {
    it('asserts the federal patient-provider dispute with the overage, the fee, the threshold and the date', () => {
      const en = render('overEstimate', 'en');
      expect(en.ctx.right('no-surprises-good-faith-estimate')).toBe(true);
      expectSays(en.strategy, [
        '$450 over your $1,200 Good Faith Estimate',
        'patient-provider dispute',
        '$25',
        'Your $1,650 bill is $450 over your $1,200 Good Faith Estimate: that is $400 or more, so you can use the federal patient-provider dispute',
        'Start it by January 29, 2027',
      ]);
      expect(en.ladder).toContain('January 29, 2027');
      expect(en.email.body).toContain('Your bill of $1,650 is $450 over it');
      expect(en.rightLine).toContain('$450 over my $1,200 Good Faith Estimate');

      const es = render('overEstimate', 'es');
      expectSays(es.strategy, [
        '$450 por encima de su Estimado de Buena Fe de $1,200',
        '29 de enero de 2027',
        '$25',
        'Su factura de $1,650 está $450 por encima de su Estimado de Buena Fe de $1,200: como son $400 o más, puede usar la disputa federal',
      ]);
      expect(es.email.body).toContain('Su factura de $1,650 lo supera en $450');
    });

    it.each(LANGS)('never bargains over the amount above the estimate (%s)', (lang) => {
      const answer = render('overEstimate', lang);
      expect(answer.ctx.ruling.moneyNotOwed).toBe(true);
      expect(spoken(answer)).not.toMatch(BARGAINING);
      expect(answer.ladder).toMatch(/financial assistance|asistencia financiera/i);
    });

    it.each(LANGS)('never calls the estimate the bill (%s)', (lang) => {
      const text = all(render('overEstimate', lang));
      expect(text).not.toMatch(/bill (of |for )?\$1,200|\$1,200 bill|factura (de )?\$1,200/i);
    });

    it('asks for the bill date when the deadline cannot be computed, and gives the 120-day rule instead', () => {
      const en = render('overEstimateUndated', 'en');
      expect(en.questions).toContain('What date is printed on the first bill?');
      expect(en.strategy).toContain('within 120 days of the date on the first bill');
      const es = render('overEstimateUndated', 'es');
      expect(es.questions).toContain('¿Qué fecha aparece en la primera factura?');
      expect(es.strategy).toContain('120 días');
    });

    it('negotiates down to the estimate when the bill is under $400 over it', () => {
      const en = render('underThreshold', 'en');
      expect(en.ctx.right('no-surprises-good-faith-estimate')).toBe(false);
      expectSays(en.strategy, ['$150 over your $1,200 estimate', 'only covers bills $400 or more over']);
      expect(en.strategy).not.toContain('you can use the federal');
      expect(en.ladder).toMatch(/Financial assistance/);
      expect(en.ladder).toMatch(/discount/);
      expect(en.ladder).toMatch(/payment plan with no interest/);
      expect(en.copy.judgeOffer?.(en.ctx, 1200)).toBe('accept');
      expect(en.copy.judgeOffer?.(en.ctx, 1300)).toBe('counter');
      expect(en.copy.judgeOffer?.(en.ctx, 1350)).toBe('decline');
      expect(en.copy.judgeOffer?.(en.ctx, -1)).toBe('counter');

      const es = render('underThreshold', 'es');
      expectSays(es.strategy, ['$150 por encima de su estimado de $1,200', '$400 o más']);
      expect(es.ladder).toMatch(/plan de pagos sin intereses/);
    });

    it('declines any part-way offer while the dispute right applies, and accepts the estimate itself', () => {
      const { ctx, copy } = render('overEstimate', 'en');
      expect(copy.judgeOffer?.(ctx, 1425)).toBe('decline');
      expect(copy.judgeOffer?.(ctx, undefined)).toBe('decline');
      expect(copy.judgeOffer?.(ctx, -1)).toBe('decline'); // "half of it", no figure
      expect(copy.judgeOffer?.(ctx, 1200)).toBe('accept');
    });
  });

  describe('insured emergency balance bill', () => {
    it.each(LANGS)(
      'asserts in-network cost-sharing, asks for the EOB and itemized bill, gives the help desk (%s)',
      (lang) => {
        const answer = render('emergency', lang);
        expect(answer.ctx.right('no-surprises-emergency')).toBe(true);
        const text = spoken(answer);
        expect(text).toMatch(lang === 'en' ? /in-network cost-sharing/ : /costo compartido dentro de la red/);
        expect(text).toMatch(lang === 'en' ? /No Surprises Act/ : /Ley Sin Sorpresas/);
        expect(text).toMatch(/EOB|Explicación de Beneficios/);
        expect(text).toMatch(/itemized bill|factura detallada/);
        expect(text).toMatch(
          lang === 'en' ? /won't pay the balance-billed part/ : /no voy a pagar el cobro de saldo/,
        );
        expect(all(answer)).toContain('1-800-985-3059');
        expect(answer.subject).toBe(
          lang === 'en'
            ? 'the $2,340 ER bill from Mercy Hospital'
            : 'la factura de urgencias de $2,340 de Mercy Hospital',
        );
      },
    );

    it.each(LANGS)('offers no discount ladder on the balance bill (%s)', (lang) => {
      const answer = render('emergency', lang);
      expect(answer.ctx.ruling.moneyNotOwed).toBe(true);
      expect(spoken(answer)).not.toMatch(BARGAINING);
      expect(answer.copy.judgeOffer?.(answer.ctx, 1170)).toBe('decline');
    });

    it('asks whether they had insurance when they did not say, and makes the right conditional on it', () => {
      const en = render('emergencyInsuranceUnknown', 'en');
      expect(en.questions).toContain('Did you have health insurance for this visit?');
      expect(en.strategy).toMatch(/^If you had health insurance for this visit/);
      const es = render('emergencyInsuranceUnknown', 'es');
      expect(es.questions).toContain('¿Tenía seguro médico para esta visita?');
      expect(es.strategy).toMatch(/^Si tenía seguro médico/);
    });

    it.each(LANGS)(
      'never talks about emergency protections when the person said it was not an emergency (%s)',
      (lang) => {
        const answer = render('notAnEmergency', lang);
        expect(answer.ctx.right('no-surprises-emergency')).toBe(false);
        expect(all(answer)).not.toMatch(/emergenc|\bER\b|urgencias|No Surprises|Sin Sorpresas/i);
      },
    );
  });

  describe('out-of-network clinician at an in-network facility', () => {
    it.each(LANGS)('asserts the same protection without calling it an emergency (%s)', (lang) => {
      const answer = render('outOfNetworkClinician', lang);
      expect(answer.ctx.right('no-surprises-emergency')).toBe(true);
      const text = spoken(answer);
      expect(text).toMatch(
        lang === 'en'
          ? /out-of-network clinician at an in-network facility/
          : /fuera de la red en un centro dentro de la red/,
      );
      expect(text).toMatch(lang === 'en' ? /in-network cost-sharing/ : /costo compartido dentro de la red/);
      expect(text).toMatch(/anesthesiologist or radiologist|anestesiólogo o radiólogo/);
      expect(text).not.toMatch(BARGAINING);
      expect(all(answer)).not.toMatch(/emergenc|\bER\b|urgencias/i);
    });

    it('asks about the networks when they were not said, and asserts nothing yet', () => {
      const en = render('clinicianNetworkUnknown', 'en');
      expect(en.ctx.right('no-surprises-emergency')).toBe(false);
      expect(en.questions).toEqual([
        'Was the hospital or surgery center in your insurance network?',
        'Was the doctor who billed you out of your network?',
      ]);
      expect(all(en)).not.toMatch(/No Surprises/);
      expect(render('clinicianNetworkUnknown', 'es').questions).toHaveLength(2);
    });
  });

  describe('ground ambulance', () => {
    it.each(LANGS)(
      'never cites the No Surprises Act as applying, even for an emergency ride (%s)',
      (lang) => {
        const answer = render('ambulance', lang);
        expect(answer.ctx.right('no-surprises-emergency')).toBe(false);
        expect(answer.ctx.ruling.cautions.map((caution) => caution.id)).toContain(
          'no-surprises-ground-ambulance-excluded',
        );
        expect(all(answer)).not.toMatch(/No Surprises|Sin Sorpresas|1-800-985-3059/);
        // In-network cost-sharing comes up only as what a state law might limit the bill to.
        for (const text of allStrings(answer).flatMap((part) => part.split(/(?<=[.?!])\s+/)))
          if (/in-network cost-sharing|costo compartido/.test(text))
            expect(text).toMatch(/many states|muchos estados|whether|\bsi\b/);
      },
    );

    it.each(LANGS)(
      'is a normal negotiation: insurer appeal, itemized bill, the state question, assistance and a plan (%s)',
      (lang) => {
        const answer = render('ambulance', lang);
        expect(answer.strategy).toMatch(
          lang === 'en' ? /Appeal to your insurer in writing/ : /Apele ante su aseguradora por escrito/,
        );
        expect(answer.strategy).toMatch(
          lang === 'en'
            ? /Ask whether a law in your state protects you: ask your insurer whether your plan is state-regulated or self-funded by your employer, and ask your state insurance department/
            : /Pregunte si una ley de su estado le protege: pregunte a su aseguradora si su plan está regulado por el estado o es autofinanciado por su empleador, y pregunte al departamento de seguros de su estado/,
        );
        expect(answer.opening).toMatch(/itemized bill|factura detallada/);
        expect(answer.questions.join(' ')).toMatch(
          lang === 'en'
            ? /Does your state protect patients from ground-ambulance bills\?/
            : /¿Su estado protege a los pacientes/,
        );
        expect(answer.ladder).toMatch(lang === 'en' ? /discount/ : /descuento/);
        expect(answer.ladder).toMatch(
          lang === 'en' ? /payment plan with no interest/ : /plan de pagos sin intereses/,
        );
        expect(answer.ladder).toMatch(/financial assistance|asistencia financiera/i);
        expect(answer.subject).toMatch(/ambulance bill|factura de ambulancia/);
        expect(answer.rightLine).toBeUndefined();
      },
    );
  });

  describe('ground ambulance, insured, with the state and what the insurer paid', () => {
    const step = (scenario: Scenario, lang: Language, outcome: Outcome) =>
      medicalBills[lang].nextStep?.(copyContext(CASES[scenario], lang, TODAY), outcome, undefined);
    it.each(LANGS)(
      'names the state as a question, the in-network limit to ask about, and the right regulators (%s)',
      (lang) => {
        const answer = render('ambulanceCalifornia', lang);
        expect(answer.strategy).toMatch(
          lang === 'en'
            ? /many states limit an out-of-network ground ambulance's bill to your in-network cost-sharing on the plans they regulate\. Ask whether a California law protects you: ask your insurer whether your plan is state-regulated or self-funded by your employer, and ask California's Department of Managed Health Care \(DMHC\) or Department of Insurance\./
            : /muchos estados limitan el cobro de una ambulancia terrestre fuera de la red a su costo compartido dentro de la red en los planes que regulan\. Pregunte si una ley de California le protege: pregunte a su aseguradora si su plan está regulado por el estado o es autofinanciado por su empleador, y pregunte al Departamento de Atención Médica Administrada \(DMHC\) o al Departamento de Seguros de California\./,
        );
        expect(answer.email.body).toMatch(
          lang === 'en'
            ? /check whether a California law limits this bill to my in-network cost-sharing/
            : /averiguo si una ley de California limita esta factura a mi costo compartido dentro de la red/,
        );
        expect(all(answer)).not.toMatch(/pregunte a el|\ba el\b/);
      },
    );

    it.each(LANGS)('keeps what the insurer paid apart from the bill (%s)', (lang) => {
      const answer = render('ambulanceCalifornia', lang);
      expect(answer.strategy).toContain(
        lang === 'en'
          ? "Your insurer paid 620 and the ambulance company bills you 1,640: ask your insurer to reprocess the claim as emergency care you didn't choose, or appeal in writing."
          : 'Su seguro pagó 620 y la compañía de ambulancias le factura 1,640: pida a su aseguradora que vuelva a procesar el reclamo como una emergencia que usted no eligió, o apele por escrito.',
      );
      expect(answer.email.body).toContain(
        lang === 'en' ? 'My insurer, [insurer], paid 620.' : 'Mi seguro, [aseguradora], pagó 620.',
      );
      expect(answer.talkingPoints[0]).toMatch(
        lang === 'en' ? /why it paid only 620/ : /por qué pagó solo 620/,
      );
      expect(all(answer)).not.toMatch(/(?:bill|factura) (?:of|for|de|por) 620/i);
      expect(answer.opening).toMatch(/1,640/);
    });

    it.each(LANGS)('offers a payment plan the person can keep for what is left (%s)', (lang) => {
      const answer = render('ambulanceCalifornia', lang);
      expect(answer.strategy).toMatch(
        lang === 'en'
          ? /interest-free payment plan you can keep/
          : /plan de pagos sin intereses que pueda cumplir/,
      );
    });

    it.each(LANGS)('names the state in the next step when the billing office says no (%s)', (lang) => {
      const text = step('ambulanceCalifornia', lang, 'said_no') ?? '';
      expect(text).toMatch(
        lang === 'en'
          ? /ask California's Department of Managed Health Care \(DMHC\) or Department of Insurance whether California has a ground-ambulance balance-billing law/
          : /pregunte al Departamento de Atención Médica Administrada \(DMHC\) o al Departamento de Seguros de California si California tiene una ley sobre cobros de saldo de ambulancias terrestres/,
      );
    });

    it.each(LANGS)('uninsured: asks the state about limits for people without insurance (%s)', (lang) => {
      const answer = render('ambulanceUninsured', lang);
      expect(answer.strategy).toMatch(
        lang === 'en'
          ? /ask the Texas insurance department whether a Texas law limits what a ground ambulance may charge people without insurance/
          : /pregunte al departamento de seguros de Texas si una ley de Texas limita lo que una ambulancia terrestre puede cobrar a quien no tiene seguro/,
      );
      expect(all(answer)).not.toMatch(/insurer|aseguradora|cost-sharing|costo compartido/);
    });
  });

  describe("a bill the person can't afford", () => {
    it.each(LANGS)(
      'asks for the policy and application, real income, a collections hold, then a discount, then a plan (%s)',
      (lang) => {
        const answer = render('financialAssistance', lang);
        expect(answer.ctx.right('hospital-financial-assistance')).toBe(true);
        const en = lang === 'en';
        expect(answer.strategy).toMatch(
          en
            ? /financial assistance policy and application/
            : /política de asistencia financiera y la solicitud/,
        );
        expect(answer.strategy).toMatch(en ? /real income/ : /ingresos reales/);
        expect(answer.strategy).toMatch(
          en ? /hold the bill from collections/ : /no envíen la factura a cobranza/,
        );
        expect(answer.opening).toMatch(
          en ? /financial assistance policy and the application/ : /asistencia financiera y la solicitud/,
        );
        expect(answer.rungs[0]?.label).toBe(en ? 'Prompt-pay discount' : 'Descuento por pronto pago');
        expect(answer.rungs[1]?.line).toMatch(
          en ? /payment plan with no interest/ : /plan de pagos sin intereses/,
        );
        expect(answer.rightLine).toMatch(en ? /financial assistance/ : /asistencia financiera/);
        expect(answer.questions).toContain(
          en ? 'Has the bill gone to a collection agency?' : '¿La factura ya pasó a una agencia de cobranza?',
        );
      },
    );
  });

  describe('bill review', () => {
    it.each(LANGS)(
      'checks the itemized bill against the EOB, appeals the insurer, then climbs the ladder (%s)',
      (lang) => {
        const answer = render('billReview', lang);
        const en = lang === 'en';
        expect(answer.strategy).toMatch(en ? /itemized bill/ : /factura detallada/);
        expect(answer.strategy).toMatch(/EOB/);
        expect(answer.strategy).toMatch(en ? /appeal/ : /apele/);
        expect(answer.strategy).toContain('$640');
        expect(answer.rungs.map((rung) => rung.label)).toEqual(
          en
            ? [
                'Fix the errors',
                'Financial assistance',
                'Discount or plan',
                'Supervisor',
                'Collections hold',
                'Insurer appeal',
              ]
            : [
                'Corregir errores',
                'Asistencia financiera',
                'Descuento o plan',
                'Supervisor',
                'Pausa de cobranza',
                'Apelación al seguro',
              ],
        );
        expect(answer.copy.judgeOffer?.(answer.ctx, 500)).toBeUndefined();
      },
    );
  });

  describe('when the reading is unsure', () => {
    it.each(LANGS)('gives a safe first step and asks what decides the sub-case (%s)', (lang) => {
      const answer = render('unsure', lang);
      const en = lang === 'en';
      expect(answer.ctx.subCase).toBeUndefined();
      expect(answer.strategy).toMatch(
        en ? /^Don't pay or agree to anything yet/ : /^No pague ni acepte nada todavía/,
      );
      expect(answer.strategy).toMatch(en ? /itemized bill in writing/ : /factura detallada por escrito/);
      expect(spoken(answer)).not.toMatch(BARGAINING);
      expect(answer.questions).toEqual(
        en
          ? [
              'Did you have health insurance for this visit?',
              'Is this for emergency care, scheduled care, an ambulance ride, or a doctor you did not choose?',
              'Did you get a written estimate before the care?',
            ]
          : [
              '¿Tenía seguro médico para esta visita?',
              '¿Es por una emergencia, atención programada, un traslado en ambulancia o un médico que usted no eligió?',
              '¿Le dieron un estimado por escrito antes de la atención?',
            ],
      );
    });

    it.each(LANGS)(
      'leaves emergencies out of its questions when the person said it was not one (%s)',
      (lang) => {
        expect(all(render('unsureNotEmergency', lang))).not.toMatch(/emergenc|urgencias/i);
      },
    );
  });

  it.each(LANGS)('uses brackets, never invented figures, when the amounts are missing (%s)', (lang) => {
    const ctx = copyContext(
      medical({
        subCase: 'medical_over_estimate',
        insurance: 'uninsured',
        flags: { goodFaithEstimate: true },
      }),
      lang,
      TODAY,
    );
    const copy = medicalBills[lang];
    const text = [copy.strategy(ctx), copy.opening(ctx), copy.email(ctx).body].join('\n');
    expect(text).toMatch(/\[(estimate amount|monto del estimado)\]/);
    const figures = new Set(text.match(/\$[\d,.]+\d/g));
    expect([...figures].filter((figure) => figure !== '$400' && figure !== '$25')).toEqual([]);
    expect(copy.questions?.(ctx)).toContain(
      lang === 'en'
        ? 'How much was the Good Faith Estimate, and how much is the bill?'
        : '¿De cuánto fue el Estimado de Buena Fe y de cuánto es la factura?',
    );
  });

  describe('the next step once the billing office has answered', () => {
    const OUTCOMES: Outcome[] = ['said_no', 'counter_offer', 'agreed', 'no_reply', 'pay_now'];
    const step = (scenario: Scenario, lang: Language, outcome: Outcome, offer?: string) =>
      medicalBills[lang].nextStep?.(copyContext(CASES[scenario], lang, TODAY), outcome, offer);
    /** Sentences: a full stop, question or exclamation mark followed by a space or the end. */
    const sentences = (text: string) => text.split(/[.!?](?:\s|$)/).filter((part) => part.trim() !== '');

    it('under the $400 threshold, a demand to pay today: the plan in writing, interest-free, first installment only, and financial assistance (es)', () => {
      const text = step('underThreshold', 'es', 'pay_now') ?? '';
      expect(text).toMatch(
        /pida las condiciones del plan de pagos por escrito, sin intereses ni cargos, antes de pagar nada/,
      );
      expect(text).toMatch(/pague solo la primera cuota acordada, no un monto grande hoy/);
      expect(text).toMatch(/solicitud de asistencia financiera/);
      expect(step('underThreshold', 'es', 'pay_now', '$300')).toMatch(/no los \$300 hoy/);
      expect(step('underThreshold', 'en', 'pay_now')).toMatch(
        /get the plan's terms in writing, with no interest and no fees, before paying anything, then pay only the first installment agreed/,
      );
    });

    it.each(LANGS)(
      'a ground-ambulance offer: the insurer and the state question before accepting (%s)',
      (lang) => {
        const text = step('ambulance', lang, 'counter_offer', lang === 'en' ? 'half' : 'la mitad') ?? '';
        expect(text).toMatch(
          lang === 'en'
            ? /^Before you accept half, bring in your insurance: ask your insurer to reprocess the claim or appeal it in writing, and ask your state insurance department whether your state has a ground-ambulance balance-billing law/
            : /^Antes de aceptar la mitad, involucre a su seguro: pida a su aseguradora que vuelva a procesar el reclamo o apele por escrito, y pregunte al departamento de seguros de su estado si su estado tiene una ley sobre cobros de saldo de ambulancias terrestres/,
        );
        expect(text).not.toMatch(/No Surprises|Sin Sorpresas/);
      },
    );

    it('an uninsured ambulance bill: no insurer, financial assistance instead', () => {
      const uninsured = copyContext(
        medical({
          subCase: 'medical_ground_ambulance',
          insurance: 'uninsured',
          flags: { groundAmbulance: true },
          amounts: [billed('$1,800', 1800)],
        }),
        'en',
        TODAY,
      );
      const text = medicalBills.en.nextStep?.(uninsured, 'counter_offer', '$900') ?? '';
      expect(text).toMatch(/^Before you accept \$900, ask about financial assistance/);
      expect(text).not.toMatch(/insurer/);
    });

    it.each(LANGS)(
      'a balance bill: any share offered is declined, the person owes only in-network cost-sharing (%s)',
      (lang) => {
        expect(step('emergency', lang, 'counter_offer', '$1,170')).toMatch(
          lang === 'en'
            ? /^Even \$1,170 leaves you paying part of a balance bill you don't owe: under the No Surprises Act you owe only your in-network cost-sharing/
            : /^Incluso \$1,170 le deja pagando parte de un cobro de saldo que usted no debe: según la Ley Sin Sorpresas solo debe su costo compartido dentro de la red/,
        );
        expect(step('emergency', lang, 'said_no')).toContain('1-800-985-3059');
      },
    );

    it.each(LANGS)(
      'a Good Faith Estimate dispute: a no or silence starts the federal dispute by its date (%s)',
      (lang) => {
        const date = lang === 'en' ? 'by January 29, 2027' : 'a más tardar el 29 de enero de 2027';
        expect(step('overEstimate', lang, 'said_no')).toContain(date);
        expect(step('overEstimate', lang, 'no_reply')).toContain(date);
        expect(step('overEstimateUndated', lang, 'said_no')).toMatch(/120 (days|días)/);
        expect(step('overEstimate', lang, 'counter_offer', '$1,400')).toMatch(
          lang === 'en'
            ? /Your figure is the estimate \(\$1,200\).*\$1,400/
            : /Su cifra es el estimado \(\$1,200\).*\$1,400/,
        );
      },
    );

    it.each(LANGS)(
      'no financial assistance, they say: ask whether the hospital is a nonprofit and for its written policy (%s)',
      (lang) => {
        expect(step('financialAssistance', lang, 'said_no')).toMatch(
          lang === 'en'
            ? /nonprofit hospitals must have a written financial assistance policy/
            : /esos hospitales deben tener una política de asistencia financiera por escrito/,
        );
        expect(step('financialAssistance', lang, 'pay_now', '$500')).toMatch(
          lang === 'en'
            ? /^Don't pay the \$500 today while financial assistance/
            : /^No pague los \$500 hoy mientras la asistencia financiera/,
        );
      },
    );

    it('a bill under review: the insurer when insured, nothing paid before the check', () => {
      expect(step('billReview', 'en', 'said_no')).toMatch(/^Go to your insurer/);
      expect(step('billReview', 'en', 'pay_now', '$640')).toMatch(
        /^Pay nothing, not even the \$640, before the bill is checked and your insurer has processed it/,
      );
      expect(step('unsure', 'en', 'said_no')).toBeUndefined();
      expect(step('unsure', 'en', 'pay_now')).toMatch(/^Pay nothing until you know what this bill is for/);
    });

    it('every step: one to three sentences, in its language, usted, no state law stated, the figure echoed', () => {
      for (const lang of LANGS)
        for (const scenario of Object.keys(CASES) as Scenario[])
          for (const outcome of OUTCOMES)
            for (const offer of [undefined, '$250']) {
              const text = step(scenario, lang, outcome, offer);
              if (text === undefined) continue;
              expect(sentences(text).length, text).toBeGreaterThanOrEqual(1);
              expect(sentences(text).length, text).toBeLessThanOrEqual(3);
              if (lang === 'es') expect(tuteoMarkers(text), text).toEqual([]);
              if (lang === 'en') expect(text).not.toMatch(/[áéíóúñ¿]/);
              const stateFree = text
                .replace(/(your )?state insurance department|whether your state has/gi, '')
                .replace(/(el )?departamento de seguros de su estado|si su estado tiene/gi, '');
              expect(stateFree, text).not.toMatch(/\bstate\b|\bestado\b/i);
              if (offer && (outcome === 'counter_offer' || outcome === 'pay_now'))
                expect(text, `${scenario} ${outcome}`).toContain(offer);
            }
    });
  });

  describe('the honest route after a refusal to deceive', () => {
    it.each(LANGS)(
      'a made-up job loss: financial assistance with the real income, then a discount or a plan, asked honestly (%s)',
      (lang) => {
        const ctx = copyContext(
          medical({
            subCase: 'medical_financial_assistance',
            asksForDeception: true,
            flags: { hardship: true },
            amounts: [billed('$3,000', 3000)],
          }),
          lang,
          TODAY,
        );
        const route = medicalBills[lang].honestRoute?.(ctx) ?? '';
        expect(route).toMatch(
          lang === 'en'
            ? /apply for the hospital's financial assistance \(charity care\) with your real income/
            : /solicite la asistencia financiera del hospital \(atención caritativa\) con sus ingresos reales/,
        );
        expect(route).toMatch(
          lang === 'en'
            ? /ask plainly for a discount or a payment plan/
            : /pida con franqueza un descuento o un plan de pagos/,
        );
        expect(route).not.toMatch(/lost (?:my|your) job|perd[ií] (?:mi|su) (?:trabajo|empleo)/i);
        if (lang === 'es') expect(tuteoMarkers(route)).toEqual([]);
      },
    );

    it('an estimate or an ambulance bill: the honest route names its own lever', () => {
      const en = (overrides: Partial<Case>) =>
        medicalBills.en.honestRoute?.(
          copyContext(medical({ asksForDeception: true, ...overrides }), 'en', TODAY),
        );
      expect(
        en({ subCase: 'medical_over_estimate', insurance: 'uninsured', flags: { goodFaithEstimate: true } }),
      ).toMatch(/bill you the estimate/);
      expect(
        en({ subCase: 'medical_ground_ambulance', insurance: 'insured', flags: { groundAmbulance: true } }),
      ).toMatch(/ask your insurer to reprocess or appeal/);
    });
  });
});

describe('financial assistance granted with a balance left', () => {
  const granted = (lang: Language, percentages: string[] = ['75%']) =>
    copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        flags: { hospital: true, hardship: true },
        amounts: [billed('8,740', 8740), { text: '2,400', value: 2400, role: 'unit', per: 'month' }],
        percentages,
      }),
      lang,
      TODAY,
    );
  const left = [billed('2,185', 2185)];

  it('checks the balance against the bill, then asks for the decision, the tiers, the AGB and a plan', () => {
    const es = medicalBills.es.followUpCopy!(granted('es'), 'agreed', undefined, left)!;
    expect(es.strategy).toContain(
      '2,185 es el 25% de la factura de 8,740, así que el descuento se aplicó como le dijeron',
    );
    expect(es.strategy).toContain('Sus 2,400 al mes son unos $28,800 al año');
    expect(es.strategy).toContain('montos generalmente facturados (AGB)');
    expect(es.strategy).not.toMatch(/Solicite asistencia financiera antes de pagar nada/);
    for (const text of [es.strategy, es.opening, es.email.body]) expect(tuteoMarkers(text)).toEqual([]);
    const en = medicalBills.en.followUpCopy!(granted('en'), 'agreed', undefined, left)!;
    expect(en.email.body).toContain('The decision in writing, with the discount and the balance.');
  });

  it("says so when the balance doesn't match the discount they named", () => {
    const en = medicalBills.en.followUpCopy!(granted('en', ['50%']), 'agreed', undefined, left)!;
    expect(en.strategy).toContain("doesn't match a 50% discount: ask them to show the math");
  });
});

describe('financial assistance refused by word ("you make too much"), a plan offered and no form given', () => {
  const refused = (lang: Language, householdSize?: number) =>
    copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        flags: { hospital: true, hardship: true, nonprofit: true, incomeTooHigh: true, noFormGiven: true },
        amounts: [billed('8.4k', 8400), { text: '32k', value: 32000, role: 'other', per: 'year' }],
        ...(householdSize ? { householdSize } : {}),
      }),
      lang,
      TODAY,
    );
  const plan = [{ text: '700', value: 700, role: 'offered' as const, per: 'month' as const }];

  it('asks for the policy and application in writing, applies anyway, and weighs the plan against the income', () => {
    const en = medicalBills.en.followUpCopy!(refused('en', 3), 'counter_offer', '700', plan)!;
    expect(en.strategy).toContain(
      '"You make too much" on the phone isn\'t a decision on an application you weren\'t even given.',
    );
    expect(en.strategy).toContain('(3 people on about 32k a year)');
    expect(en.strategy).toContain(
      'A plan of 700 a month is about 26% of your income before taxes (32k a year is about $2,667 a month), for 12 months',
    );
    expect(en.opening).toContain('Please send me your financial assistance policy and application today');
    expect(en.email.body).toContain('My household is 3 people on about 32k a year.');
    expect(en.email.body).toContain('I have not agreed to the payment plan of 700 a month.');
    expect(en.strategy).not.toMatch(/Collections in 30 days|once the amount is right/);
    const es = medicalBills.es.followUpCopy!(refused('es', 3), 'counter_offer', '700', plan)!;
    expect(es.strategy).toContain('que usted ni siquiera recibió');
    expect(es.email.body).toContain('Mi hogar es de 3 personas, con unos 32k al año.');
    for (const text of [es.strategy, es.opening, es.email.body, ...es.talkingPoints])
      expect(tuteoMarkers(text), text).toEqual([]);
    // The first answer places the income with the household too.
    const first = copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        flags: { hospital: true, hardship: true, nonprofit: true },
        amounts: [billed('8.4k', 8400), { text: '32k', value: 32000, role: 'other', per: 'year' }],
        householdSize: 3,
      }),
      'en',
      TODAY,
    );
    expect(medicalBills.en.strategy(first)).toContain('Whether 32k a year for a household of 3 qualifies');
    // Without the household size, the letter leaves it for the person to fill in, never "undefined".
    const bare = medicalBills.en.followUpCopy!(refused('en'), 'said_no', undefined, [])!;
    expect(bare.email.body).toContain('My household income is about 32k a year.');
    expect(bare.email.body).not.toContain('undefined');
  });
});

describe('a ground ambulance that answers with "pay it or a plan" the family cannot afford', () => {
  const ambulance = (lang: Language) =>
    copyContext(
      medical({
        subCase: 'medical_ground_ambulance',
        insurance: 'insured',
        flags: { groundAmbulance: true, emergency: true },
        amounts: [billed('1950', 1950), { text: '1,550', value: 1550, role: 'other' }],
      }),
      lang,
      TODAY,
    );
  const latest: CaseAmount[] = [
    { text: '1,550', value: 1550, role: 'offered' },
    { text: '130', value: 130, role: 'unit', per: 'month' },
  ];

  it('counts the months of their plan, asks for assistance and a hold first, and a plan that can be paid', () => {
    const es = medicalBills.es.followUpCopy!(ambulance('es'), 'said_no', undefined, latest)!;
    expect(es.strategy).toContain('130 al mes sobre 1,550 son 12 meses de pagos');
    expect(es.strategy).toContain('asistencia financiera o por dificultades económicas');
    expect(es.opening).not.toMatch(/Me dijeron que no/);
    for (const text of [es.strategy, es.opening, es.email.body]) expect(tuteoMarkers(text)).toEqual([]);
    const en = medicalBills.en.followUpCopy!(ambulance('en'), 'said_no', undefined, latest)!;
    expect(en.email.body).toContain("while the application and my insurer's review are pending");
  });

  it('leaves a reply without a monthly plan to the usual follow-up', () => {
    expect(medicalBills.en.followUpCopy!(ambulance('en'), 'said_no', undefined, [])).toBeUndefined();
  });
});

describe('medicalBills: a copay paid at the desk, then a bill', () => {
  it.each(['en', 'es'] as const)(
    'keeps the copay as owed and checks the later bill against the EOB (%s)',
    (lang) => {
      const ctx = caseIn(lang, {
        area: 'medical_bills',
        subCase: 'medical_bill_review',
        flags: { copayPaid: true },
        amounts: [
          { text: '75', value: 75, role: 'paid' },
          { text: '210', value: 210, role: 'billed' },
        ],
      });
      const view = scriptView(medicalBills, ctx);
      const en = lang === 'en';
      expect(view.strategy).toMatch(
        en
          ? /75 copay you paid at the visit is normally your share/
          : /copago de 75 que pagó en la visita normalmente es su parte/,
      );
      expect(view.strategy).toMatch(en ? /\(210\) is: don't pay it until/ : /\(210\) sí: no la pague hasta/);
      expect(view.strategy).toMatch(/EOB/);
      expect(view.all).not.toMatch(
        en
          ? /Don't pay (?:the )?75|bill for 75|insurer already paid 75/
          : /No pague 75|factura de 75|seguro ya pagó 75/,
      );
      expect(view.script).toMatch(en ? /bill for 210/ : /factura de 210/);
    },
  );
});

describe('medicalBills: a signed estimate, a bill over it, and an offer still over it', () => {
  const signed = (lang: Language) =>
    caseIn(lang, {
      area: 'medical_bills',
      subCase: 'medical_over_estimate',
      flags: { signedEstimate: true, goodFaithEstimate: true },
      amounts: [
        { text: '1,150', value: 1150, role: 'estimated' },
        { text: '1,480', value: 1480, role: 'billed' },
      ],
    });

  it.each(['en', 'es'] as const)('anchors on the signed estimate (%s)', (lang) => {
    const view = scriptView(medicalBills, signed(lang));
    expect(view.strategy).toMatch(
      lang === 'en'
        ? /\$330 over the 1,150 estimate you signed/
        : /\$330 por encima del presupuesto de 1,150 que usted firmó/,
    );
  });

  it.each(['en', 'es'] as const)('reads a drop to 1,350 as a partial offer, still $200 over (%s)', (lang) => {
    const next = medicalBills[lang].followUpCopy!(signed(lang), 'counter_offer', '1,350', [
      { text: '1,350', value: 1350, role: 'proposed' },
    ])!;
    const all = [next.strategy, next.opening, next.email.body, ...next.talkingPoints].join('\n');
    expect(all).toContain('$200');
    expect(next.opening).toContain('1,150');
    expect(all).toMatch(lang === 'en' ? /itemized bill/ : /factura detallada/);
    expect(all).not.toMatch(/\[a bit closer to your ask\]|\[algo más cercano|told no|Me dijeron que no/);
    if (lang === 'es') expect(tuteoMarkers(all)).toEqual([]);
  });
});

describe('judge 23: an out-of-network anesthesiologist, the share on the EOB, a consent form', () => {
  const anesthesia = (lang: Language, flags: Case['flags'] = {}) =>
    copyContext(
      medical({
        subCase: 'medical_out_of_network_clinician',
        insurance: 'insured',
        provider: lang === 'en' ? 'anesthesiologist' : 'anestesióloga',
        flags: { inNetworkFacility: true, outOfNetworkProvider: true, hospital: true, ...flags },
        amounts: [
          billed('2,340', 2340),
          { text: '1,100', value: 1100, role: 'other' },
          { text: '$220', value: 220, role: 'owed' },
        ],
        percentages: ['20%'],
        dates: [{ text: 'aug 19', iso: '2026-08-19', role: 'other' }],
      }),
      lang,
      TODAY,
    );

  it('names the clinician, the day and the worked-out share instead of placeholders', () => {
    const en = medicalBills.en;
    const ctx = anesthesia('en');
    expect(en.strategy(ctx)).toContain('Your in-network share is $220 (20% of 1,100)');
    expect(en.opening(ctx)).toContain(
      'The anesthesiologist was out of network at an in-network facility on aug 19.',
    );
    expect(en.opening(ctx)).toContain('Please rebill at $220');
    expect(en.email(ctx).body).toContain('on aug 19');
    const all = [en.strategy(ctx), en.opening(ctx), en.email(ctx).body].join('\n');
    expect(all).not.toMatch(/\[anesthesiologist or radiologist\]|\[date of service\]/);
    const es = medicalBills.es;
    const esCtx = anesthesia('es');
    expect(es.opening(esCtx)).toContain('La anestesióloga estaba fuera de la red');
    expect(es.strategy(esCtx)).toContain('Su parte dentro de la red es $220 (20% de 1,100)');
    expect(tuteoMarkers([es.strategy(esCtx), es.opening(esCtx), es.email(esCtx).body].join('\n'))).toEqual(
      [],
    );
  });

  it('answers "you signed a consent form" with the rule for anesthesia, and holds to the share', () => {
    const ctx = anesthesia('en', { waiverClaimed: true });
    const step = medicalBills.en.nextStep!(ctx, 'said_no', undefined)!;
    expect(step).toContain("A consent form doesn't change this");
    expect(step).not.toContain("we're a separate company");
    expect(medicalBills.en.rightLine!(ctx)).toContain(
      "A consent form can't waive this protection for the anesthesiologist.",
    );
    expect(medicalBills.en.rightLine!(ctx)).toContain('Please rebill it at $220.');
    expect(medicalBills.en.nextStep!(ctx, 'counter_offer', '1,500')).toContain(
      'Offer to pay $220 once they rebill',
    );
    const es = medicalBills.es.nextStep!(anesthesia('es', { waiverClaimed: true }), 'said_no', undefined)!;
    expect(es).toContain('Un formulario de consentimiento no cambia esto');
    expect(tuteoMarkers(es)).toEqual([]);
  });
});

describe('an anesthesia group balance bill, the deductible met, "you signed a consent form, pay by dec 1"', () => {
  const group = (lang: Language, flags: Case['flags'] = {}, due = false) =>
    copyContext(
      medical({
        subCase: 'medical_out_of_network_clinician',
        insurance: 'insured',
        provider: lang === 'en' ? 'anesthesia group' : 'grupo de anestesia',
        flags: {
          inNetworkFacility: true,
          outOfNetworkProvider: true,
          hospital: true,
          deductibleMet: true,
          ...flags,
        },
        amounts: [billed('2,350', 2350), { text: '410', value: 410, role: 'paid' }],
        dates: [
          { text: 'sept 18', iso: '2026-09-18', role: 'service' },
          ...(due ? [{ text: 'dec 1', iso: '2026-12-01', role: 'due' as const }] : []),
        ],
      }),
      lang,
      TODAY,
    );

  it('says the share is only coinsurance or a copay, not the balance, names the group, and holds past the pay-by day', () => {
    const en = medicalBills.en;
    expect(en.strategy(group('en'))).toContain(
      'With your deductible already met, your in-network share is only your coinsurance or copay for this care (the "patient responsibility" on your EOB), not the $1,940 left after the 410 your insurer paid.',
    );
    expect(en.opening(group('en'))).toContain('The anesthesia group was out of network');
    expect(en.opening(group('en'))).not.toContain('[anesthesiologist or radiologist]');
    const line = en.rightLine!(group('en', { waiverClaimed: true }, true))!;
    expect(line).toContain("A consent form can't waive this protection for the anesthesia group.");
    expect(line).toContain('not the $1,940 balance');
    expect(line).toContain('hold the account past dec 1 until it is rebilled');
    const es = medicalBills.es;
    expect(es.opening(group('es'))).toContain('El grupo de anestesia estaba fuera de la red');
    const esLine = es.rightLine!(group('es', { waiverClaimed: true }, true))!;
    expect(esLine).toContain('no el saldo de $1,940');
    expect(tuteoMarkers([es.strategy(group('es')), esLine].join('\n'))).toEqual([]);
  });
});

describe('judge 29: "you signed a consent form, pay by friday" from an anesthesia group at an in-network hospital', () => {
  const group = (lang: Language, flags: Case['flags'] = {}) =>
    copyContext(
      medical({
        subCase: 'medical_out_of_network_clinician',
        insurance: 'insured',
        provider: lang === 'en' ? 'anesthesia group' : 'grupo de anestesia',
        flags: {
          inNetworkFacility: true,
          outOfNetworkProvider: true,
          hospital: true,
          waiverClaimed: true,
          ...flags,
        },
        amounts: [billed('2,860', 2860)],
        dates: [
          { text: lang === 'en' ? 'aug 12' : '12 de agosto', iso: '2026-08-12', role: 'service' },
          { text: 'friday', iso: '2026-11-27', role: 'due' },
        ],
      }),
      lang,
      TODAY,
    );

  it('calls the insurer first, then the billing office, with a dispute the office can match to the account', () => {
    const en = medicalBills.en.followUpCopy!(group('en'), 'pay_now', undefined, [])!;
    expect(en.strategy).toContain("Don't pay the 2,860.");
    expect(en.strategy).toContain("so even a form you signed can't apply");
    expect(en.strategy).toContain(
      'Call your insurer first, before friday: if it processed the claim on aug 12 as out-of-network, ask your insurer to reprocess the claim at your in-network cost-sharing',
    );
    expect(en.opening).toContain('To your insurer: "The claim from the anesthesia group on aug 12');
    expect(en.opening).toContain('To the billing office: "A consent form can\'t waive this protection');
    expect(en.email.subject).toBe('Dispute: 2,860 bill, date of service aug 12, account [account number]');
    expect(en.email.body).toContain('member ID [member ID]');
    // Never the generic refusal template, nor a doubt the law already settles.
    expect(`${en.opening} ${en.email.body}`).not.toMatch(
      /I understand you can't fix it on this call|You said no about|I don't accept that it applies/,
    );
    const es = medicalBills.es.followUpCopy!(group('es'), 'said_no', undefined, [])!;
    expect(es.strategy).toContain('Luego envíe al grupo de anestesia la disputa por escrito');
    expect(es.email.body).toContain('por los servicios del grupo de anestesia del 12 de agosto');
    expect(es.talkingPoints.join(' ')).toContain('no puede aplicarse al grupo de anestesia');
    expect(
      tuteoMarkers(`${es.strategy} ${es.opening} ${es.email.body} ${es.talkingPoints.join(' ')}`),
    ).toEqual([]);
  });

  it('leaves emergency care and a waiver never claimed to the answers they had', () => {
    expect(
      medicalBills.en.followUpCopy!(group('en', { waiverClaimed: false }), 'said_no', undefined, [])
        ?.strategy ?? '',
    ).not.toContain('so even a form you signed');
    expect(
      medicalBills.en.followUpCopy!(group('en', { emergency: true }), 'said_no', undefined, [])?.strategy ??
        '',
    ).not.toContain('so even a form you signed');
  });
});

describe("judge 23: a dentist's quote, an alternate benefit, and the insurer's no", () => {
  const crown = (lang: Language) =>
    copyContext(
      medical({
        subCase: 'medical_bill_review',
        insurance: 'insured',
        flags: { hospital: false, dental: true, alternateBenefit: true },
        amounts: [estimated('180', 180), billed('640', 640)],
        dates: [{ text: lang === 'en' ? 'oct 8' : '8 de oct', iso: '2026-10-08', role: 'other' }],
      }),
      lang,
      TODAY,
    );

  it("talks the bill down to the office's quote and explains the clause, with no hospital assistance", () => {
    const es = medicalBills.es;
    const ctx = crown('es');
    expect(es.strategy(ctx)).toContain('Su factura está $460 por encima de su estimado de 180.');
    expect(es.strategy(ctx)).toContain('Una cláusula de "beneficio alternativo" significa');
    expect(es.strategy(ctx)).toContain('pida que respeten su cotización de 180');
    expect(es.opening(ctx)).toContain('por atención dental del 8 de oct');
    const rungs = es.rungs(ctx);
    expect(rungs.discount.line).toContain('¿Pueden respetar esa cifra o descontar parte de los $460?');
    const all = [
      es.strategy(ctx),
      es.opening(ctx),
      es.email(ctx).body,
      ...RUNGS.map((r) => rungs[r].line),
    ].join('\n');
    expect(all).not.toMatch(/asistencia financiera|defensor del paciente|atención médica/);
    expect(tuteoMarkers(all)).toEqual([]);
  });

  it("answers the insurer's no with the office's quote and a formal appeal, not the billing ladder", () => {
    const es = medicalBills.es.followUpCopy!(crown('es'), 'said_no', undefined, [])!;
    expect(es.strategy).toContain('Un no sobre la cláusula no decide lo que usted le debe al consultorio');
    expect(es.strategy).toContain(
      'apelación formal por escrito con las notas del dentista y las radiografías',
    );
    expect(es.opening).toContain('¿Pueden respetar su cotización o descontar parte de los $460?');
    expect(`${es.strategy} ${es.opening} ${es.email.body}`).not.toMatch(
      /Me dijeron que no y quisiera|asistencia financiera/,
    );
    expect(tuteoMarkers(`${es.strategy} ${es.opening} ${es.email.body}`)).toEqual([]);
    const en = medicalBills.en.followUpCopy!(crown('en'), 'said_no', undefined, [])!;
    expect(en.opening).toContain('Could you honor your quote, or write off part of the $460?');
  });
});

describe('judge 23: a demand to pay today while financial assistance is open', () => {
  const er = (lang: Language) =>
    copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        flags: { hardship: true, hospital: true, collectionsThreat: true },
        amounts: [billed('8,400', 8400)],
      }),
      lang,
      TODAY,
    );

  it('says in the call and the letter that the person is applying, and asks for the collections hold', () => {
    const es = medicalBills.es.followUpCopy!(er('es'), 'pay_now', '500', [])!;
    expect(es.opening).toContain('No puedo pagar 500 hoy. Estoy solicitando asistencia financiera');
    expect(es.email.body).toContain('Me pidieron pagar 500 hoy o la cuenta pasaría a cobranza.');
    expect(es.email.body).toContain('no pasará a cobranza mientras la revisan');
    expect(`${es.opening} ${es.email.body}`).not.toMatch(/\[hoy \/ antes de su plazo\]|a quien le llama/);
    expect(tuteoMarkers(`${es.strategy} ${es.opening} ${es.email.body}`)).toEqual([]);
    const en = medicalBills.en.followUpCopy!(er('en'), 'pay_now', '500', [])!;
    expect(en.opening).toContain("I can't pay 500 today. I'm applying for financial assistance");
  });
});

describe('judge 29: a credit-report or lawsuit threat on a nonprofit hospital bill (26 CFR 1.501(r)-6)', () => {
  const threatened = (lang: Language, flags: Case['flags'], dates: CaseDate[] = [billDate]) =>
    copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        flags: { hardship: true, hospital: true, ...flags },
        amounts: [billed('23,600', 23600)],
        dates,
      }),
      lang,
      TODAY,
    );

  it('answers "pay 500 today or we report you" with the 120-day day, the 30-day notice and the suspension', () => {
    const flags = { nonprofit: true, collectionsThreat: true, creditReportThreat: true };
    const es = medicalBills.es.followUpCopy!(threatened('es', flags), 'pay_now', '500', [])!;
    expect(es.strategy).toContain('No pague los 500 hoy');
    expect(es.strategy).toContain(
      'un hospital sin fines de lucro no puede reportarle al crédito, vender la deuda ni demandarle antes del 29 de enero de 2027 (120 días desde la primera factura, del October 1, 2026), ni sin avisarle por escrito 30 días antes, y debe suspenderlo cuando usted presente la solicitud',
    );
    expect(es.opening).toContain(
      'Como hospital sin fines de lucro, no pueden reportar esto al crédito antes del 29 de enero de 2027',
    );
    expect(es.email.body).toContain('4. No reportar la cuenta al crédito, venderla ni demandar');
    expect(es.email.body).toContain('26 CFR 1.501(r)-6');
    expect(
      tuteoMarkers(`${es.strategy} ${es.opening} ${es.email.body} ${es.talkingPoints.join(' ')}`),
    ).toEqual([]);
    const en = medicalBills.en.followUpCopy!(threatened('en', flags), 'pay_now', '500', [])!;
    expect(en.strategy).toContain(
      "a nonprofit hospital may not report you to the credit bureaus, sell the debt or sue before January 29, 2027 (120 days from the first bill, October 1, 2026), nor without 30 days' written notice",
    );
  });

  it('asks whether the hospital is a nonprofit when not said, and answers a lawsuit threat the same way', () => {
    const en = medicalBills.en.followUpCopy!(
      threatened('en', { suitThreatened: true }),
      'said_no',
      '200',
      [],
    )!;
    expect(en.strategy).toContain("Don't pay the 200 today");
    expect(en.strategy).toContain('a nonprofit hospital (most are; ask) may not report you');
    expect(en.opening).toContain("If you're a nonprofit hospital, you can't report this");
    expect(en.strategy).not.toContain("If they say there's no financial assistance");
  });

  it('says a passed 120th day without a date still to meet, and keeps the suspension', () => {
    const old: CaseDate = { text: 'March 2', iso: '2026-03-02', role: 'bill' };
    const en = medicalBills.en.followUpCopy!(
      threatened('en', { nonprofit: true, creditReportThreat: true }, [old]),
      'pay_now',
      '300',
      [],
    )!;
    expect(en.strategy).toContain('Before any such step the hospital has rules to follow');
    expect(en.strategy).toContain(
      "nor without 30 days' written notice, and must suspend that once you apply",
    );
    expect(en.strategy).not.toMatch(/before (?:June|July) \d/);
  });

  it('stays out of a threat of collections alone (a referral is not such an action)', () => {
    const en = medicalBills.en.followUpCopy!(
      threatened('en', { collectionsThreat: true }),
      'pay_now',
      '500',
      [],
    )!;
    expect(en.strategy).not.toContain('501(r)');
  });

  it('gives the ceiling on charges for a person who qualifies, with the bill', () => {
    const ctx = threatened('es', { nonprofit: true });
    const es = medicalBills.es.strategy(ctx);
    expect(es).toContain(
      'Si califica, no puede cobrarle más de lo que factura en general a pacientes con seguro: pregunte cuánto es eso para su factura de 23,600.',
    );
  });
});

describe('judge 23: an uninsured bill and the state named', () => {
  it("asks about the named state's Medicaid for the past visit, as a question", () => {
    const ctx = (lang: Language) =>
      copyContext(
        medical({
          subCase: 'medical_financial_assistance',
          insurance: 'uninsured',
          state: 'Illinois',
          flags: { hardship: true, hospital: true, emergency: true },
          amounts: [billed('8,400', 8400)],
        }),
        lang,
        TODAY,
      );
    expect(medicalBills.en.strategy(ctx('en'))).toContain(
      "Ask the financial counselor too whether you or your family could qualify for Illinois's Medicaid, and whether it could cover this past visit.",
    );
    expect(medicalBills.es.strategy(ctx('es'))).toContain('podrían calificar para Medicaid de Illinois');
  });

  it('does not ask whether the hospital is a nonprofit when the person said it is', () => {
    const said = copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        flags: { hardship: true, hospital: true, nonprofit: true },
        amounts: [billed('8,400', 8400)],
      }),
      'es',
      TODAY,
    );
    const points = medicalBills.es.talkingPoints(said).join('\n');
    expect(points).not.toContain('Pregunte si el hospital es sin fines de lucro');
    expect(points).toContain('Pregunte si su política cubre también a los médicos que facturan aparte.');
  });
});

describe('judge 25: holds, a disowned estimate and "too late" written from the figures', () => {
  const er = (lang: Language, flags: Case['flags'] = {}) =>
    copyContext(
      medical({
        subCase: 'medical_emergency_balance_bill',
        insurance: 'insured',
        party: 'Summit Emergency Physicians',
        flags: { emergency: true, hospital: true, outOfNetworkProvider: true, ...flags },
        amounts: [
          billed('1,600', 1600),
          billed('1,860', 1860),
          { text: '260', value: 260, role: 'paid' },
          { text: '150', value: 150, role: 'owed' },
        ],
        dates: [{ text: 'sep 14', iso: '2026-09-14', role: 'service' }],
      }),
      lang,
      TODAY,
    );
  const HOLD = { placed: true, endIso: '2026-12-22', thenCollections: true };

  it('takes a hold on an ER balance bill in writing, pays the share and files before it ends', () => {
    const answer = medicalBills.en.followUpCopy!(
      er('en', { waiverClaimed: true }),
      'said_no',
      undefined,
      [],
      {
        hold: HOLD,
      },
    )!;
    expect(answer.strategy).toContain(
      'Take the hold, and get it in writing with its last day, December 22, 2026',
    );
    expect(answer.strategy).toContain('Pay your 150 in-network share now');
    expect(answer.strategy).toContain('the $1,450 balance bill');
    expect(answer.strategy).toContain('for emergency care none can waive this protection');
    expect(answer.opening).toContain('the account is on hold until December 22, 2026');
    expect(answer.email.subject).toBe(
      'Hold until December 22, 2026: the 1,600 bill from Summit Emergency Physicians, balance bill disputed',
    );
    const es = medicalBills.es.followUpCopy!(er('es'), 'said_no', undefined, [], { hold: HOLD })!;
    expect(es.strategy).toContain(
      'Acepte la pausa y pídala por escrito, con su último día, el 22 de diciembre de 2026',
    );
    expect(tuteoMarkers(Object.values(es).join(' '))).toEqual([]);
    // Without a hold, a no goes on as before.
    expect(medicalBills.en.followUpCopy!(er('en'), 'said_no', undefined, [], {})).toBeUndefined();
  });

  it('says the share and the balance bill it leaves on the first answer', () => {
    expect(medicalBills.en.strategy(er('en'))).toContain(
      "Your in-network share is 150: that is what you owe, and once it's paid only the dispute is left. The other $1,450 of the 1,600 is the balance bill",
    );
    expect(medicalBills.es.opening(er('es'))).toContain(
      'Voy a pagar los 150; los otros $1,450 son un cobro de saldo que no debo.',
    );
  });

  const crown = (lang: Language) =>
    copyContext(
      medical({
        subCase: 'medical_over_estimate',
        insurance: 'uninsured',
        flags: { goodFaithEstimate: true, dental: true, hospital: false, estimateDisowned: true },
        amounts: [estimated('1,200', 1200), billed('1,750', 1750), { text: '600', value: 600, role: 'paid' }],
        dates: [{ text: '3 de oct', iso: '2026-10-03', role: 'bill' }],
      }),
      lang,
      TODAY,
    );

  it('holds to the estimate with the figures when the office calls it approximate', () => {
    const asked = [{ text: '1,150', value: 1150, role: 'billed' as const }];
    const es = medicalBills.es.followUpCopy!(crown('es'), 'pay_now', '1,150', asked, { noCount: 1 })!;
    expect(es.strategy).toContain('Su factura de 1,750 supera en $550 su Estimado de Buena Fe de 1,200');
    expect(es.strategy).toContain('no cambia eso');
    expect(es.strategy).toContain('le quedan $600, no los 1,150 que le piden');
    expect(es.strategy).toContain('a más tardar el 31 de enero de 2027');
    expect(tuteoMarkers(Object.values(es).join(' '))).toEqual([]);
    const again = medicalBills.en.followUpCopy!(crown('en'), 'said_no', undefined, [], { noCount: 2 })!;
    expect(again.strategy).toMatch(/^That's another no, so stop asking by phone/);
  });

  it('answers "too late" with the 240-day date, the income and the collector', () => {
    const stay = copyContext(
      medical({
        subCase: 'medical_financial_assistance',
        insurance: 'uninsured',
        householdSize: 3,
        flags: { hospital: true, nonprofit: true, hardship: true, toldTooLate: true },
        amounts: [billed('8,400', 8400), { text: '2,100', value: 2100, role: 'other', per: 'month' }],
        dates: [{ text: '1 de julio', iso: '2026-07-01', role: 'statement' }],
      }),
      'es',
      TODAY,
    );
    const answer = medicalBills.es.followUpCopy!(stay, 'said_no', undefined, [], {
      sentToCollections: {},
      noCount: 1,
    })!;
    expect(answer.strategy).toContain(
      'Su primera factura fue del 1 de julio, así que puede presentarla al menos hasta el 26 de febrero de 2027',
    );
    expect(answer.strategy).toContain('2,100 al mes, $25,200 al año, para 3 personas');
    expect(answer.strategy).toContain('Escriba también a la agencia de cobranza');
    expect(answer.email.body).not.toMatch(/\[ingresos\]|\[número\]|\[fecha de la primera factura\]/u);
    expect(tuteoMarkers(Object.values(answer).join(' '))).toEqual([]);
  });
  it('says "too late" in the person\'s own days, and only "if it is" when the hospital may not be a nonprofit', () => {
    const stay = (lang: Language, nonprofit: boolean) =>
      copyContext(
        medical({
          subCase: 'medical_financial_assistance',
          insurance: 'uninsured',
          householdSize: 3,
          flags: {
            hospital: true,
            hardship: true,
            toldTooLate: true,
            ...(nonprofit ? { nonprofit: true } : {}),
          },
          amounts: [billed('4,850', 4850), { text: '1800', value: 1800, role: 'other', per: 'month' }],
          dates: [{ text: lang === 'es' ? '20 de julio' : 'july 20', iso: '2026-07-20', role: 'bill' }],
        }),
        lang,
        TODAY,
      );
    const sure = medicalBills.en.followUpCopy!(stay('en', true), 'said_no', undefined, [], { noCount: 1 })!;
    expect(sure.strategy).toContain(
      'Your first bill was july 20, so you can apply until at least March 17, 2027.',
    );
    expect(sure.opening).toContain(
      "and my first bill was july 20, so I'm within that until at least March 17, 2027",
    );
    expect(sure.email.body).toContain('so I can apply until at least March 17, 2027');
    const maybe = medicalBills.es.followUpCopy!(stay('es', false), 'said_no', undefined, [], { noCount: 1 })!;
    expect(maybe.strategy).toContain(
      'Su primera factura fue del 20 de julio, así que si lo es, puede presentarla al menos hasta el 17 de marzo de 2027.',
    );
    expect(tuteoMarkers(Object.values(maybe).join(' '))).toEqual([]);
  });
});

describe("template leaks: a dentist's or an office's bill above the EOB's share", () => {
  const eob = (lang: Language, flags: Case['flags']) =>
    copyContext(
      medical({
        subCase: 'medical_bill_review',
        insurance: 'insured',
        flags,
        amounts: [
          { text: '1,100', value: 1100, role: 'other' },
          { text: '550', value: 550, role: 'paid' },
          { text: '550.00', value: 550, role: 'owed' },
          billed('900', 900),
        ],
      }),
      lang,
      TODAY,
    );
  const ladder = (ctx: CopyContext) => {
    const rungs = medicalBills[ctx.lang].rungs(ctx);
    return RUNGS.map((rung) => `${rungs[rung].label}: ${rungs[rung].line}`).join('\n');
  };

  it('names the dentist, never a hospital, and asks for no discount or plan on the part not owed', () => {
    const es = eob('es', { dental: true, hospital: false });
    expect(medicalBills.es.strategy(es)).toContain('Si el dentista está en la red de su plan');
    expect(medicalBills.es.strategy(es)).not.toMatch(/hospital/u);
    expect(ladder(es)).not.toMatch(/descuento|plan sin intereses|asistencia financiera/iu);
    expect(ladder(es)).toContain('Que intervenga el seguro');
    const en = eob('en', { dental: true, hospital: false });
    expect(medicalBills.en.strategy(en)).toContain('If the dentist is in your plan');
    expect(ladder(en)).not.toMatch(/discount|interest-free plan|financial assistance/iu);
  });

  it('keeps six rungs, and says "the hospital" only where the person named one', () => {
    for (const lang of LANGS) {
      const rungs = medicalBills[lang].rungs(eob(lang, {}));
      expect(RUNGS.every((rung) => rungs[rung].line.length > 0)).toBe(true);
    }
    expect(medicalBills.en.strategy(eob('en', { hospital: true }))).toContain(
      'If the hospital is in your plan',
    );
    expect(medicalBills.en.strategy(eob('en', {}))).toContain('If the provider is in your plan');
    expect(medicalBills.es.strategy(eob('es', { hospital: false }))).toContain(
      'Si el consultorio está en la red',
    );
  });
});
