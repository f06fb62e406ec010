import { deadlineSchema, windowEnd, type DeadlineWindow } from '@lane/shared';
import { describe, expect, it } from 'vitest';
import { tuteoMarkers } from '../../../test/spanish.js';
import { caseSchema, type Case, type DateRole } from './case.js';
import {
  FACT_IDS,
  FTC_FEE_RULE_START,
  REVIEWED_FACTS,
  addBusinessDays,
  addDays,
  deadlineOf,
  factById,
  formatDay,
  reviewedFactOf,
} from './facts.js';

/** Agencies whose own pages may back a fact: federal government domains only. */
const OFFICIAL_DOMAINS = [
  'consumerfinance.gov',
  'fmcsa.dot.gov',
  'nlrb.gov',
  'ftc.gov',
  'cms.gov',
  'hhs.gov',
  'ecfr.gov',
  'federalregister.gov',
  'govinfo.gov',
  'irs.gov',
  'dol.gov',
  'healthcare.gov',
  'usa.gov',
  'transportation.gov',
];

const LANGS = ['en', 'es'] as const;
const SAMPLE = { iso: '2026-07-27', from: 'the date you gave' };

describe('the reviewed facts table', () => {
  it('holds every fact id exactly once, in order', () => {
    expect(REVIEWED_FACTS.map((fact) => fact.id)).toEqual([...FACT_IDS]);
  });

  it('finds each fact by id and refuses an unknown one', () => {
    for (const id of FACT_IDS) expect(factById(id).id).toBe(id);
    expect(() => factById('no-such-fact' as never)).toThrow(/Unknown fact/);
  });

  for (const fact of REVIEWED_FACTS) {
    describe(fact.id, () => {
      it('has a title, detail and source in English and Spanish, and says when it applies', () => {
        for (const lang of LANGS) {
          const text = fact.text[lang];
          expect(text.title.trim().length, lang).toBeGreaterThan(10);
          expect(text.detail.trim().length, lang).toBeGreaterThan(40);
          expect(text.source.trim().length, lang).toBeGreaterThan(5);
        }
        expect(fact.text.es.title).not.toBe(fact.text.en.title);
        expect(fact.text.es.detail).not.toBe(fact.text.en.detail);
        expect(fact.appliesWhenText.trim().length).toBeGreaterThan(20);
      });

      it('cites an https page on an official government domain', () => {
        const url = new URL(fact.url);
        expect(url.protocol).toBe('https:');
        expect(
          OFFICIAL_DOMAINS.some((domain) => url.hostname === domain || url.hostname.endsWith(`.${domain}`)),
          url.hostname,
        ).toBe(true);
        expect(deadlineSchema.safeParse(deadlineOf(fact, 'en')).success).toBe(true);
      });

      it('names the agency it cites in the source line, in both languages', () => {
        const agency = /\((FTC|CFPB|CMS|IRS|DOT|FMCSA|NLRB|DOL|eCFR)\)/.exec(fact.text.en.source)?.[1];
        expect(agency, fact.text.en.source).toBeDefined();
        expect(fact.text.es.source).toContain(`(${agency})`);
        const host = new URL(fact.url).hostname;
        const hostOf = {
          FTC: 'ftc.gov',
          CFPB: 'consumerfinance.gov',
          CMS: 'cms.gov',
          IRS: 'irs.gov',
          DOT: 'transportation.gov',
          FMCSA: 'fmcsa.dot.gov',
          NLRB: 'nlrb.gov',
          DOL: 'dol.gov',
          // A regulation quoted from the official text, published by the Office of the Federal Register.
          eCFR: 'ecfr.gov',
        } as const;
        expect(host.endsWith(hostOf[agency as keyof typeof hostOf])).toBe(true);
      });

      it('speaks Spanish with usted, never tú', () => {
        const es = fact.text.es;
        for (const text of [es.title, es.detail, es.source]) expect(tuteoMarkers(text), text).toEqual([]);
        if (fact.deadlineText) {
          const dated = fact.deadlineText.es(formatDay(SAMPLE.iso, 'es'), SAMPLE.from);
          expect(tuteoMarkers(dated), dated).toEqual([]);
        }
      });

      it('has deadline words exactly when it computes a deadline', () => {
        expect(Boolean(fact.deadline)).toBe(Boolean(fact.deadlineText));
        if (fact.deadline) expect(fact.kind).toBe('right');
      });

      if (fact.deadlineText) {
        it('says a computed deadline as a calendar day, after the detail, in each language', () => {
          const en = deadlineOf(fact, 'en', SAMPLE);
          expect(en.detail.startsWith(`${fact.text.en.detail} `)).toBe(true);
          expect(en.detail).toContain('July 27, 2026');
          expect(en.detail).toContain(SAMPLE.from);
          const es = deadlineOf(fact, 'es', SAMPLE);
          expect(es.detail.startsWith(`${fact.text.es.detail} `)).toBe(true);
          expect(es.detail).toContain('27 de julio de 2026');
          expect(es.detail).toContain(SAMPLE.from);
          expect(es.detail).not.toContain('July');
        });
      }

      it('gives the table’s own words, and only those, when nothing was computed', () => {
        for (const lang of LANGS) {
          expect(deadlineOf(fact, lang)).toStrictEqual({
            title: fact.text[lang].title,
            detail: fact.text[lang].detail,
            source: fact.text[lang].source,
            url: fact.url,
            // The clock, when the fact has one, for the page to ask the date it counts from.
            ...(fact.window ? { window: fact.window } : {}),
          });
        }
      });
    });
  }

  it('keeps cautions for rules not in force and for the ground-ambulance exclusion', () => {
    const cautions = REVIEWED_FACTS.filter((fact) => fact.kind === 'caution').map((fact) => fact.id);
    expect(cautions).toEqual([
      'no-surprises-ground-ambulance-excluded',
      'ftc-click-to-cancel-vacated',
      'cfpb-late-fee-rule-vacated',
      'ftc-cars-rule-vacated',
    ]);
    for (const id of [
      'ftc-click-to-cancel-vacated',
      'cfpb-late-fee-rule-vacated',
      'ftc-cars-rule-vacated',
    ] as const) {
      expect(factById(id).text.en.title).toMatch(/not in force/);
      expect(factById(id).text.es.title).toMatch(/no está vigente/);
    }
  });

  it('dates the vacated rules and the fee rule as the courts and the FTC did', () => {
    expect(factById('ftc-click-to-cancel-vacated').text.en.detail).toContain('July 2025');
    expect(factById('ftc-click-to-cancel-vacated').text.es.detail).toContain('julio de 2025');
    expect(factById('cfpb-late-fee-rule-vacated').text.en.detail).toContain('April 2025');
    expect(factById('cfpb-late-fee-rule-vacated').text.es.detail).toContain('abril de 2025');
    expect(factById('ftc-cars-rule-vacated').text.en.detail).toContain('January 2025');
    expect(factById('ftc-cars-rule-vacated').text.es.detail).toContain('enero de 2025');
    expect(FTC_FEE_RULE_START).toBe('2025-05-12');
    expect(factById('ftc-fee-rule-scope').text.en.detail).toContain('May 12, 2025');
    expect(factById('ftc-fee-rule-scope').text.es.detail).toContain('12 de mayo de 2025');
  });

  it('states the figures the law sets, the same in both languages', () => {
    const figures: [string, string[]][] = [
      ['fcba-billing-error', ['60', '30', '90']],
      ['credit-card-unauthorized-cap', ['$50']],
      ['reg-e-unauthorized-transfer', ['2', '$50', '60', '$500']],
      ['debt-validation', ['30']],
      ['no-surprises-good-faith-estimate', ['$400', '120', '$25']],
      ['hospital-financial-assistance', ['240']],
      ['no-surprises-emergency', ['1-800-985-3059']],
    ];
    for (const [id, numbers] of figures) {
      for (const lang of LANGS) {
        const detail = factById(id as (typeof FACT_IDS)[number]).text[lang].detail;
        for (const number of numbers) expect(detail, `${id} ${lang}`).toContain(number);
      }
    }
  });
});

describe('formatDay', () => {
  it('says a day in English and in Spanish', () => {
    expect(formatDay('2026-07-27', 'en')).toBe('July 27, 2026');
    expect(formatDay('2026-07-27', 'es')).toBe('27 de julio de 2026');
  });

  it('keeps the calendar day at the edges of the year, whatever the time zone', () => {
    expect(formatDay('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatDay('2025-12-31', 'es')).toBe('31 de diciembre de 2025');
    expect(formatDay('2028-02-29', 'en')).toBe('February 29, 2028');
  });
});

describe('deadline windows: the clock a deadline without a date carries', () => {
  const TODAY = '2026-11-24';
  /** A sure reading with only the date the clock counts from. */
  const caseWith = (role: DateRole, iso: string): Case =>
    caseSchema.parse({
      confidence: 'sure',
      amounts: [],
      dates: [{ role, iso, text: iso }],
      percentages: [],
      asksForDeception: false,
      offTopic: false,
      flags: {},
    });
  /** Where the reading puts the date a window counts from. */
  const ROLE: Record<DeadlineWindow['from'], DateRole> = {
    statement: 'statement',
    bill: 'bill',
    notice: 'notice',
    sale: 'service',
  };

  it('is given for exactly the clocks every case of the right has', () => {
    const windows = Object.fromEntries(
      REVIEWED_FACTS.filter((fact) => fact.window).map((fact) => [fact.id, fact.window]),
    );
    expect(windows).toEqual({
      'fcba-billing-error': { days: 60, from: 'statement' },
      'reg-e-unauthorized-transfer': { days: 60, from: 'statement' },
      'debt-validation': { days: 30, from: 'notice' },
      'no-surprises-good-faith-estimate': { days: 120, from: 'bill' },
      'reg-e-error-resolution': { days: 60, from: 'statement' },
      'ftc-cooling-off-rule': { days: 3, from: 'sale', business: 'cooling-off' },
    });
    // A window only where the engine also dates the deadline when the person gives the day.
    for (const fact of REVIEWED_FACTS.filter((candidate) => candidate.window))
      expect(fact.deadline, fact.id).toBeDefined();
    // The hospital's 120 days are the first day collection actions may start, not a last day to act,
    // and its 240-day application period is dated only where applying is the plan.
    expect(factById('hospital-collection-limits').window).toBeUndefined();
    expect(factById('hospital-financial-assistance').window).toBeUndefined();
  });

  it('never puts the first day a hospital may start collecting in a calendar as a last day to act', () => {
    const fact = factById('hospital-collection-limits');
    const computed = fact.deadline!(caseWith('bill', '2026-11-02'), TODAY);
    expect(computed?.iso).toBe('2027-03-02');
    const deadline = deadlineOf(fact, 'en', computed);
    // The day is said in the detail, as the first day they may act…
    expect(deadline.detail).toContain('none may start before March 2, 2027');
    // …and carries neither a date nor a clock, so the page offers no "Add to calendar".
    expect(deadline).not.toHaveProperty('date');
    expect(deadline).not.toHaveProperty('window');
    // A right's last day still does.
    const fcba = factById('fcba-billing-error');
    expect(deadlineOf(fcba, 'en', fcba.deadline!(caseWith('statement', '2026-11-20'), TODAY)).date).toBe(
      '2027-01-19',
    );
  });

  it('counts the last day in the browser exactly as the engine does from the same date', () => {
    // Month ends, a leap day, a year's turn, and Thanksgiving week for the Cooling-Off Rule's days.
    const days = ['2026-01-31', '2026-11-25', '2026-12-31', '2027-12-24', '2028-02-29', '2028-07-03'];
    for (const fact of REVIEWED_FACTS.filter((candidate) => candidate.window)) {
      const window = fact.window!;
      for (const iso of days) {
        const computed = fact.deadline!(caseWith(ROLE[window.from], iso), TODAY);
        expect(computed?.iso, `${fact.id} from ${iso}`).toBe(windowEnd(window, iso));
      }
    }
    // The same results written out: 60, 30 and 120 calendar days; 3 business days with Saturdays in.
    expect(windowEnd({ days: 60, from: 'statement' }, '2026-12-31')).toBe('2027-03-01');
    expect(windowEnd({ days: 30, from: 'notice' }, '2026-01-31')).toBe('2026-03-02');
    expect(windowEnd({ days: 120, from: 'bill' }, '2028-02-29')).toBe('2028-06-28');
    // Wednesday before Thanksgiving: Friday, Saturday, then Monday (Thursday and Sunday do not count).
    expect(windowEnd({ days: 3, from: 'sale', business: 'cooling-off' }, '2026-11-25')).toBe('2026-11-30');
    // Christmas Eve 2027 (a Friday): Saturday the 25th is Christmas, so Monday, Tuesday, Wednesday.
    expect(windowEnd({ days: 3, from: 'sale', business: 'cooling-off' }, '2027-12-24')).toBe('2027-12-29');
  });

  it('goes with a deadline only when no day was computed, never beside a date or a day already past', () => {
    const fact = factById('fcba-billing-error');
    const undated = deadlineOf(fact, 'en');
    expect(undated.window).toEqual({ days: 60, from: 'statement' });
    expect(undated.date).toBeUndefined();
    const dated = deadlineOf(fact, 'es', { iso: '2027-01-23', from: '24 de noviembre' });
    expect(dated.date).toBe('2027-01-23');
    expect(dated.window).toBeUndefined();
    const passed = deadlineOf(fact, 'en', { iso: '2026-10-01', from: 'August 2', passed: true });
    expect(passed.date).toBeUndefined();
    expect(passed.window).toBeUndefined();
    expect(deadlineOf(factById('credit-card-unauthorized-cap'), 'en').window).toBeUndefined();
  });

  it('is checked by the shared schema: a known date to count from, whole days, one business-day count', () => {
    const base = deadlineOf(factById('debt-validation'), 'en');
    expect(deadlineSchema.safeParse(base).success).toBe(true);
    for (const window of [
      { days: 30, from: 'tomorrow' },
      { days: 0, from: 'notice' },
      { days: 2.5, from: 'notice' },
      { days: 3, from: 'sale', business: 'bank' },
    ])
      expect(deadlineSchema.safeParse({ ...base, window }).success, JSON.stringify(window)).toBe(false);
  });
});

describe('addDays and addBusinessDays', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-01-15', 60)).toBe('2026-03-16');
    expect(addDays('2025-12-20', 30)).toBe('2026-01-19');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2025-10-01', 120)).toBe('2026-01-29');
  });

  it('skips Saturdays and Sundays', () => {
    expect(addBusinessDays('2026-01-26', 2)).toBe('2026-01-28'); // Monday → Wednesday
    expect(addBusinessDays('2026-01-29', 2)).toBe('2026-02-02'); // Thursday → Monday
    expect(addBusinessDays('2026-01-30', 2)).toBe('2026-02-03'); // Friday → Tuesday
    expect(addBusinessDays('2026-01-31', 2)).toBe('2026-02-03'); // Saturday → Tuesday
    expect(addBusinessDays('2025-12-31', 2)).toBe('2026-01-02'); // Wednesday → Friday, next year
    expect(addBusinessDays('2026-01-30', 0)).toBe('2026-01-30');
  });
});

describe('reviewedFactOf', () => {
  it('finds a fact by its title in either language, ignoring accents, case and punctuation', () => {
    for (const fact of REVIEWED_FACTS) {
      for (const lang of LANGS) {
        expect(reviewedFactOf({ title: fact.text[lang].title, url: 'https://example.com/' })?.id).toBe(
          fact.id,
        );
      }
    }
    const title = factById('debt-validation').text.es.title; // "… validación en 30 días"
    const plain = title.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(':', ' -');
    expect(reviewedFactOf({ title: plain, url: 'https://example.com/' })?.id).toBe('debt-validation');
  });

  it('finds a fact by its source address only when no other fact shares it', () => {
    expect(
      reviewedFactOf({
        title: 'Anything',
        url: 'https://www.irs.gov/charities-non-profits/financial-assistance-policies-faps/',
      })?.id,
    ).toBe('hospital-financial-assistance');
    // The FTC card page backs two facts: the address alone can't say which.
    expect(
      reviewedFactOf({ title: 'Anything', url: factById('credit-card-unauthorized-cap').url }),
    ).toBeUndefined();
    expect(
      reviewedFactOf({ title: 'Anything', url: 'https://www.cms.gov/medical-bill-rights' }),
    ).toBeUndefined();
  });

  it('finds nothing for a deadline the table does not hold', () => {
    expect(
      reviewedFactOf({ title: 'State 3-day cooling-off rule', url: 'https://example.com/rule' }),
    ).toBeUndefined();
    expect(reviewedFactOf({ title: 'Anything', url: 'not a url' })).toBeUndefined();
  });
});
