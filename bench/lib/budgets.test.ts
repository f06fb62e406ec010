import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBudgets, formatCheck, formatValue, parseBudgets, tally, type Budget } from './budgets.js';
import { median, medianIndex } from './stats.js';

const budget = (overrides: Partial<Budget>): Budget => ({
  metric: 'lighthouse:mobile:/:performance',
  op: '>=',
  limit: 95,
  unit: 'score',
  label: 'Lighthouse mobile performance on /',
  why: 'a target of bench/README.md',
  ...overrides,
});

describe('checkBudgets', () => {
  it('holds at the limit itself and fails just past it, for each operator', () => {
    const checks = checkBudgets(
      [
        budget({ metric: 'a', op: '>=', limit: 95 }),
        budget({ metric: 'b', op: '>=', limit: 95 }),
        budget({ metric: 'c', op: '<=', limit: 150, unit: 'ms' }),
        budget({ metric: 'd', op: '<=', limit: 150, unit: 'ms' }),
        budget({ metric: 'e', op: '==', limit: 0, unit: 'count' }),
        budget({ metric: 'f', op: '==', limit: 0, unit: 'count' }),
      ],
      { a: 95, b: 94, c: 150, d: 150.01, e: 0, f: 3 },
    );
    expect(checks.map((check) => [check.metric, check.status])).toEqual([
      ['a', 'holds'],
      ['b', 'fails'],
      ['c', 'holds'],
      ['d', 'fails'],
      ['e', 'holds'],
      ['f', 'fails'],
    ]);
  });

  it('expands a * to every matching metric, names each match in the label, and stops at colons', () => {
    const checks = checkBudgets(
      [
        budget({
          metric: 'lambda:*:initMedianMs',
          op: '<=',
          limit: 150,
          unit: 'ms',
          label: 'Lambda {1} init',
        }),
      ],
      {
        'lambda:http/session-get:initMedianMs': 80,
        'lambda:http/chat:initMedianMs': 210,
        'lambda:http/chat:bytes': 1_000_000,
        'lambda:a:b:initMedianMs': 1,
      },
    );
    expect(checks.map((check) => [check.label, check.measured, check.status])).toEqual([
      ['Lambda http/chat init', 210, 'fails'],
      ['Lambda http/session-get init', 80, 'holds'],
    ]);
  });

  it('reports a budget nothing measured (a failed measurement or a wrong key) as not measured', () => {
    const checks = checkBudgets([budget({ metric: 'http:session-get:requestsPerSecond' })], {
      'http:chat:requestsPerSecond': 50,
    });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({
      status: 'not measured',
      measured: undefined,
      metric: 'http:session-get:requestsPerSecond',
    });
    expect(tally(checks)).toEqual({ holds: 0, fails: 0, 'not measured': 1 });
  });

  it('treats a metric that is not a finite number as not measured', () => {
    expect(checkBudgets([budget({ metric: 'x' })], { x: Number.NaN })[0]!.status).toBe('not measured');
  });

  it('does not read regular-expression characters in a key as a pattern', () => {
    const checks = checkBudgets(
      [budget({ metric: 'bytes:/:js:gzip', op: '<=', limit: 250_000, unit: 'bytes' })],
      {
        'bytes:/:js:gzip': 247_100,
        'bytes:/es:js:gzip': 999_999,
        'bytesX/:js:gzip': 999_999,
      },
    );
    expect(checks.map((check) => check.metric)).toEqual(['bytes:/:js:gzip']);
  });

  it('prints one plain line per check with the measured figure and the budget', () => {
    const [holds, fails, missing] = checkBudgets(
      [
        budget({ metric: 'rps', op: '>=', limit: 1000, unit: 'req/s', label: 'GET /api/session' }),
        budget({ metric: 'js', op: '<=', limit: 250_000, unit: 'bytes', label: 'Landing JS (gzip)' }),
        budget({ metric: 'gone', label: 'Lighthouse mobile performance on /' }),
      ],
      { rps: 2345.4, js: 261_234 },
    );
    expect(formatCheck(holds!)).toBe('HOLDS        GET /api/session: 2,345 req/s (budget ≥ 1,000 req/s)');
    expect(formatCheck(fails!)).toBe('FAILS        Landing JS (gzip): 261.2 kB (budget ≤ 250.0 kB)');
    expect(formatCheck(missing!)).toBe(
      'NOT MEASURED Lighthouse mobile performance on /: no measurement (budget ≥ 95)',
    );
  });
});

describe('parseBudgets', () => {
  it('reads the committed bench/budgets.json', () => {
    const budgets = parseBudgets(
      JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')),
    );
    expect(budgets.find((b) => b.metric === 'http:session-get:requestsPerSecond')).toMatchObject({
      op: '>=',
      limit: 1000,
    });
    expect(
      budgets
        .filter((b) => b.metric.startsWith('lighthouse:') && b.metric.endsWith(':performance'))
        .every((b) => b.op === '>=' && b.limit === 95),
    ).toBe(true);
  });

  it('holds the landing to its no-script reference and to CLS ≤ 0.01 in every run (issue 11)', () => {
    const budgets = parseBudgets(
      JSON.parse(readFileSync(new URL('../budgets.json', import.meta.url), 'utf8')),
    );
    expect(budgets.find((b) => b.metric === 'ratio:mobile:*:performance')).toMatchObject({
      op: '>=',
      limit: 0.95,
      unit: 'ratio',
    });
    expect(budgets.find((b) => b.metric === 'lighthouse:*:*:clsMax')).toMatchObject({
      op: '<=',
      limit: 0.01,
      unit: 'ratio',
    });
    expect(formatValue(0.953, 'ratio')).toBe('0.953');
  });

  it('refuses budgets a check could not honour', () => {
    expect(() => parseBudgets({})).toThrow(/non-empty "budgets"/);
    expect(() => parseBudgets({ budgets: [{ ...budget({}), op: '>' }] })).toThrow(/budgets\[0\]\.op/);
    expect(() => parseBudgets({ budgets: [{ ...budget({}), limit: '95' }] })).toThrow(/limit/);
    expect(() => parseBudgets({ budgets: [{ ...budget({}), unit: 'points' }] })).toThrow(/unit/);
    expect(() => parseBudgets({ budgets: [{ ...budget({}), why: '' }] })).toThrow(/why/);
  });
});

describe('median', () => {
  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([97, 91, 95])).toBe(95);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianIndex([97, 91, 95])).toBe(2);
    expect(medianIndex([10, 40, 20, 30])).toBe(2);
    expect(() => median([])).toThrow();
  });
});
