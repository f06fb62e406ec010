import { escalateResponseSchema, type EscalationStep, type Language } from '@lane/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../test/spanish.js';
import { escalationOfConversation } from './escalation-of-conversation.js';
import { REGULATORS } from './regulators.js';

/**
 * The office that can act, reached from a story told the way people tell it: a state's own complaint
 * page (and phone, where its own page gives one) when the person said their state and that page was
 * checked (regulators.ts cites each), the national directory where it was not, and the FCC for a
 * phone, internet or cable provider's bill. Both languages; Spanish always with *usted*.
 */

const TODAY = '2026-11-24';

const escalate = (story: string, lang: Language) => {
  const answer = escalationOfConversation({
    messages: [{ role: 'user', content: story }],
    lang,
    today: TODAY,
  });
  expect(escalateResponseSchema.safeParse(answer).success).toBe(true);
  return answer;
};

const regulatorSteps = (story: string, lang: Language): EscalationStep[] =>
  escalate(story, lang).steps.filter((step) => step.rung === 'regulator');

/** The step's words, for the Spanish ones: never *tú*. */
const expectUsted = (steps: readonly EscalationStep[]) => {
  for (const step of steps) expect(tuteoMarkers(`${step.name} ${step.detail}`)).toEqual([]);
};

describe('the office that can act', () => {
  // The case reader builds its patterns on first use: seconds on a busy machine, not a test's budget.
  beforeAll(() => void escalate('my landlord kept my deposit', 'en'), 60_000);

  describe('a state attorney general with its own complaint page', () => {
    it('sends a California deposit to the California attorney general’s own form, with no phone we could not confirm', () => {
      const [ag] = regulatorSteps(
        'I live in California and my landlord kept my $1,800 security deposit',
        'en',
      );
      expect(ag).toMatchObject({
        name: 'The California attorney general’s office',
        url: 'https://oag.ca.gov/report',
      });
      expect(ag!.phone).toBeUndefined();
      const es = regulatorSteps('Vivo en California y mi casero no me devolvió el depósito de $1,800', 'es');
      expect(es).toHaveLength(1);
      expect(es[0]).toMatchObject({
        name: 'La oficina del fiscal general de California',
        url: 'https://oag.ca.gov/report',
      });
      expectUsted(es);
    });

    it('gives Arizona’s complaint page and consumer line, and says its form takes Spanish', () => {
      const [ag] = regulatorSteps(
        'I live in Arizona, my landlord kept my $1,500 deposit with no list of damages',
        'en',
      );
      expect(ag).toMatchObject({
        name: 'The Arizona attorney general’s office',
        url: 'https://www.azag.gov/consumer/procedure',
        phone: '(602) 542-5763',
      });
      expect(ag!.detail).toContain('Its online form takes complaints in English or Spanish.');
      const es = regulatorSteps(
        'Vivo en Arizona y el dueño del apartamento se quedó con mi depósito de $1,200',
        'es',
      );
      expect(es[0]).toMatchObject({
        url: 'https://www.azag.gov/consumer/procedure',
        phone: '(602) 542-5763',
      });
      expect(es[0]!.detail).toContain('Su formulario en línea recibe quejas en español o en inglés.');
      expectUsted(es);
    });

    it('sends a repair shop in Illinois to the Illinois attorney general’s consumer protection page', () => {
      const steps = regulatorSteps(
        'I live in Illinois and the repair shop charged me $900 when the written estimate was $500',
        'en',
      );
      expect(steps.map((step) => step.url)).toEqual([
        'https://www.illinoisattorneygeneral.gov/consumer-protection',
      ]);
      expect(steps[0]!.name).toBe('The Illinois attorney general’s office');
    });

    it('keeps the national directory for a state whose own page was not checked, named for that state', () => {
      const [ag] = regulatorSteps('I live in New York and my landlord kept my $2,000 security deposit', 'en');
      expect(ag).toMatchObject({
        name: 'The New York attorney general’s office',
        url: REGULATORS.state_attorney_general.url,
      });
      expect(ag!.phone).toBeUndefined();
    });
  });

  describe('a phone, internet or cable provider', () => {
    it('takes a returned modem billed after cancelling to the FCC, with its line, then the state attorney general', () => {
      const answer = escalate(
        'I cancelled my Xfinity internet in October and returned the modem, but they still billed me $89.99 for November. I live in Arizona',
        'en',
      );
      const steps = answer.steps.filter((step) => step.rung === 'regulator');
      expect(steps.map((step) => [step.name, step.url, step.phone])).toEqual([
        [
          'Federal Communications Commission (FCC consumer complaints)',
          'https://consumercomplaints.fcc.gov/',
          '1-888-225-5322',
        ],
        [
          'The Arizona attorney general’s office',
          'https://www.azag.gov/consumer/procedure',
          '(602) 542-5763',
        ],
      ]);
      expect(steps[0]!.detail).toContain('must answer you and the FCC in writing within 30 days');
      // The complaint is written for the FCC, the first office named.
      expect(answer.narrative.for).toBe('Federal Communications Commission (FCC consumer complaints)');
      expect(answer.narrative.text).toContain('$89.99');
    });

    it('does the same in Spanish for an internet service still charged after cancelling', () => {
      const answer = escalate(
        'Cancelé mi servicio de internet de Spectrum el 3 de octubre y me siguen cobrando $75 al mes, vivo en Texas',
        'es',
      );
      const steps = answer.steps.filter((step) => step.rung === 'regulator');
      expect(steps.map((step) => step.url)).toEqual([
        'https://consumercomplaints.fcc.gov/',
        'https://texasattorneygeneral.gov/cpd/the-consumer-complaint-process',
      ]);
      expect(steps[0]!.name).toBe('Comisión Federal de Comunicaciones (quejas de consumidores de la FCC)');
      expect(steps[0]!.detail).toContain('debe responderle a usted y a la FCC por escrito en 30 días');
      expect(answer.narrative.for).toBe(steps[0]!.name);
      expectUsted(steps);
    });

    it('sends a carrier’s phone balance after switching to the FCC', () => {
      const steps = regulatorSteps(
        'I switched from Verizon to T-Mobile and Verizon billed me $340 for the phone balance even though T-Mobile was supposed to pay it off',
        'en',
      );
      expect(steps[0]!.url).toBe(REGULATORS.fcc.url);
    });

    it('leaves a gym called on the phone, and a hotel’s wifi fee, with the FTC', () => {
      const gym = regulatorSteps(
        'I cancelled my Planet Fitness membership in September, called them on the phone twice, and they still charged me $24.99 in October and November',
        'en',
      );
      expect(gym.map((step) => step.url)).toEqual([
        REGULATORS.ftc.url,
        REGULATORS.state_attorney_general.url,
      ]);
      const hotel = regulatorSteps(
        'the hotel charged me a $30 resort fee for wifi and the pool that was never mentioned when I booked',
        'en',
      );
      expect(hotel[0]!.url).toBe(REGULATORS.ftc.url);
    });
  });

  describe('final pay owed by a state’s own labor office', () => {
    it('sends a California layoff with a late last check, unpaid PTO and a uniform deducted to the Labor Commissioner', () => {
      const steps = regulatorSteps(
        'my employer laid me off on Nov 1 in California and my last paycheck is 2 weeks late, they didn’t pay my PTO of $1,200 and took $60 out for the uniform',
        'en',
      );
      expect(steps).toHaveLength(1);
      expect(steps[0]).toMatchObject({
        name: 'The California Labor Commissioner’s Office (wage claims)',
        url: 'https://www.dir.ca.gov/dlse/HowToFileWageClaim.htm',
      });
      expect(steps[0]!.phone).toBeUndefined();
      expect(steps[0]!.detail).toContain('deductions taken from pay without a right to them');
      const es = regulatorSteps(
        'Me despidieron en California el 1 de noviembre y no me han pagado mi último cheque ni mis vacaciones de $900',
        'es',
      );
      expect(es[0]).toMatchObject({
        name: 'La Oficina del Comisionado Laboral de California (reclamos de salario)',
        url: 'https://www.dir.ca.gov/dlse/HowToFileWageClaim.htm',
      });
      expectUsted(es);
    });

    it('sends Texas final pay to the Texas Workforce Commission, with its line and its 180 days', () => {
      const [twc] = regulatorSteps(
        'I got laid off in Houston TX, my final paycheck of $1,850 never came',
        'en',
      );
      expect(twc).toMatchObject({
        name: 'The Texas Workforce Commission (wage claims)',
        url: 'https://twc.state.tx.us/jobseekers/how-submit-wage-claim-under-texas-payday-law',
        phone: '800-832-9243',
      });
      expect(twc!.detail).toContain('no later than 180 days after the day the pay was due');
      const es = regulatorSteps(
        'Renuncié en Houston, Texas el 15 de octubre y no me han pagado mi último cheque de $1,400',
        'es',
      );
      expect(es[0]).toMatchObject({
        name: 'La Comisión de la Fuerza Laboral de Texas (reclamos de salario)',
        phone: '800-832-9243',
      });
      expect(es[0]!.detail).toContain('a más tardar 180 días');
      expectUsted(es);
    });

    it('names a state without a checked page by the state alone, with no link', () => {
      const [office] = regulatorSteps(
        'I quit my job in Ohio on Oct 15 and never got my last paycheck of $1,300',
        'en',
      );
      expect(office!.name).toBe('The Ohio state labor department (wage claims)');
      expect(office!.url).toBeUndefined();
      expect(office!.phone).toBeUndefined();
    });
  });

  describe('an insurer’s denial', () => {
    it('sends a Texas denial to the Texas Department of Insurance’s complaint page and help line, never the NAIC', () => {
      const [tdi] = regulatorSteps(
        'my insurer Blue Cross denied my claim for $3,400 for an MRI, I live in Texas',
        'en',
      );
      expect(tdi).toMatchObject({
        name: 'The Texas Department of Insurance (TDI)',
        url: 'https://www.tdi.texas.gov/consumer/complfrm.html',
        phone: '800-252-3439',
      });
      expect(tdi!.detail).toContain('“TDI” or “DOI”');
      expect(tdi!.detail).not.toContain('NAIC');
      const es = regulatorSteps(
        'Mi aseguradora negó mi reclamo de $2,300 por una resonancia, vivo en Texas',
        'es',
      );
      expect(es[0]).toMatchObject({
        name: 'El Departamento de Seguros de Texas (TDI)',
        url: 'https://www.tdi.texas.gov/consumer/complfrm.html',
        phone: '800-252-3439',
      });
      expect(es[0]!.detail).toContain('Presente una queja en línea o por teléfono');
      expectUsted(es);
    });

    it('sends a California health plan’s denial to the DMHC’s Help Center, naming the Department of Insurance for some PPOs', () => {
      const [dmhc] = regulatorSteps(
        'my insurer Blue Shield denied my claim for $2,300 for an MRI, I live in California',
        'en',
      );
      expect(dmhc).toMatchObject({
        name: 'The California Department of Managed Health Care (Help Center)',
        url: 'https://www.dmhc.ca.gov/FileaComplaint.aspx',
        phone: '1-888-466-2219',
      });
      expect(dmhc!.detail).toContain('California Department of Insurance oversees');
      expect(dmhc!.detail).toContain('1-800-927-4357');
      const [es] = regulatorSteps(
        'mi seguro Blue Shield negó mi reclamo de 2,300 por una resonancia, vivo en California',
        'es',
      );
      expect(es!.detail).toContain('presente la queja allí');
    });

    it('keeps the NAIC’s directory for a state whose own page was not checked', () => {
      const [office] = regulatorSteps(
        'my insurer Aetna denied my claim for $1,900 for an MRI, I live in Ohio',
        'en',
      );
      expect(office).toMatchObject({
        name: 'The Ohio insurance department',
        url: REGULATORS.state_insurance_department.url,
      });
      expect(office!.detail).toContain('NAIC');
    });
  });

  it('sends a repair over the estimate in Riverside CA to California’s Bureau of Automotive Repair', () => {
    const steps = regulatorSteps(
      'the shop in Riverside CA quoted me $450 for brakes and charged $780 without calling me first',
      'en',
    );
    expect(steps.map((step) => step.url)).toEqual([REGULATORS.ca_automotive_repair.url]);
  });
});
