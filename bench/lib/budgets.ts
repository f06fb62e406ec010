/**
 * The budgets (bench/README.md) against what a bench run measured. Pure: no I/O, so it is unit-tested
 * (budgets.test.ts) and the runner only feeds it the flat metrics of results.json.
 */

export type BudgetOp = '>=' | '<=' | '==';
export type BudgetUnit = 'score' | 'ms' | 'bytes' | 'req/s' | 'count' | 'ratio';

export interface Budget {
  /**
   * The metric's key in results.json `metrics`, e.g. `lighthouse:mobile:/:performance`. A `*`
   * stands for any text without a colon, so one budget can cover every Lambda bundle.
   */
  metric: string;
  op: BudgetOp;
  limit: number;
  unit: BudgetUnit;
  /** What a reader sees; `{1}`, `{2}`… are replaced by what each `*` matched. */
  label: string;
  /** Where the figure comes from and why it is this figure. */
  why: string;
}

export type BudgetStatus = 'holds' | 'fails' | 'not measured';

export interface BudgetCheck {
  budget: Budget;
  /** The metric key checked (the budget's own key when nothing matched). */
  metric: string;
  label: string;
  measured: number | undefined;
  status: BudgetStatus;
}

const OPS: readonly BudgetOp[] = ['>=', '<=', '=='];
const UNITS: readonly BudgetUnit[] = ['score', 'ms', 'bytes', 'req/s', 'count', 'ratio'];

/** Reads bench/budgets.json, refusing anything that would make a check meaningless. */
export function parseBudgets(json: unknown): Budget[] {
  const list = (json as { budgets?: unknown } | null)?.budgets;
  if (!Array.isArray(list) || list.length === 0)
    throw new Error('budgets.json must have a non-empty "budgets" array.');
  return list.map((entry: unknown, index) => {
    const b = entry as Partial<Record<keyof Budget, unknown>> | null;
    const where = `budgets[${index}]`;
    if (!b || typeof b !== 'object') throw new Error(`${where} must be an object.`);
    if (typeof b.metric !== 'string' || b.metric.trim() === '')
      throw new Error(`${where}.metric must be a metric key.`);
    if (!OPS.includes(b.op as BudgetOp)) throw new Error(`${where}.op must be one of ${OPS.join(' ')}.`);
    if (typeof b.limit !== 'number' || !Number.isFinite(b.limit))
      throw new Error(`${where}.limit must be a number.`);
    if (!UNITS.includes(b.unit as BudgetUnit))
      throw new Error(`${where}.unit must be one of ${UNITS.join(', ')}.`);
    if (typeof b.label !== 'string' || b.label.trim() === '') throw new Error(`${where}.label must be text.`);
    if (typeof b.why !== 'string' || b.why.trim() === '')
      throw new Error(`${where}.why must say where the figure comes from.`);
    return {
      metric: b.metric,
      op: b.op as BudgetOp,
      limit: b.limit,
      unit: b.unit as BudgetUnit,
      label: b.label,
      why: b.why,
    };
  });
}

function patternOf(metric: string): RegExp {
  const escaped = metric.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('([^:]+)')}$`);
}

function holds(op: BudgetOp, measured: number, limit: number): boolean {
  if (op === '>=') return measured >= limit;
  if (op === '<=') return measured <= limit;
  return measured === limit;
}

/**
 * One check per metric a budget covers, in the budgets' order. A budget that matches no measured
 * metric is "not measured": the measurement failed or the key is wrong, and either must show.
 */
export function checkBudgets(
  budgets: readonly Budget[],
  metrics: Readonly<Record<string, number>>,
): BudgetCheck[] {
  return budgets.flatMap((budget): BudgetCheck[] => {
    const pattern = patternOf(budget.metric);
    const matches = Object.keys(metrics)
      .sort()
      .map((key) => ({ key, captures: pattern.exec(key)?.slice(1) }))
      .filter((match): match is { key: string; captures: string[] } => match.captures !== undefined);
    if (matches.length === 0) {
      return [
        { budget, metric: budget.metric, label: budget.label, measured: undefined, status: 'not measured' },
      ];
    }
    return matches.map(({ key, captures }) => {
      const measured = metrics[key]!;
      const label = budget.label.replace(
        /\{(\d+)\}/g,
        (whole, n: string) => captures[Number(n) - 1] ?? whole,
      );
      const valid = Number.isFinite(measured);
      return {
        budget,
        metric: key,
        label,
        measured: valid ? measured : undefined,
        status: !valid ? 'not measured' : holds(budget.op, measured, budget.limit) ? 'holds' : 'fails',
      };
    });
  });
}

/** A figure as people read it: scores whole, bytes in kB, rates with separators. */
export function formatValue(value: number, unit: BudgetUnit): string {
  switch (unit) {
    case 'score':
      return String(Math.round(value));
    case 'ms':
      return `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`;
    case 'bytes':
      return `${(value / 1000).toFixed(1)} kB`;
    case 'req/s':
      return `${Math.round(value).toLocaleString('en-US')} req/s`;
    case 'count':
      return Math.round(value).toLocaleString('en-US');
    case 'ratio':
      // Lane / reference, or a layout shift: small numbers where the third decimal matters.
      return value.toFixed(3);
  }
}

const OP_SIGNS: Record<BudgetOp, string> = { '>=': '≥', '<=': '≤', '==': '=' };

/** The budget itself, e.g. "≥ 95" or "≤ 150.0 ms". */
export function formatLimit(budget: Budget): string {
  return `${OP_SIGNS[budget.op]} ${formatValue(budget.limit, budget.unit)}`;
}

/** One plain line per check: `HOLDS  label: measured (budget ≤ limit)`. */
export function formatCheck(check: BudgetCheck): string {
  const word = check.status === 'holds' ? 'HOLDS' : check.status === 'fails' ? 'FAILS' : 'NOT MEASURED';
  const measured =
    check.measured === undefined ? 'no measurement' : formatValue(check.measured, check.budget.unit);
  return `${word.padEnd(12)} ${check.label}: ${measured} (budget ${formatLimit(check.budget)})`;
}

export function tally(checks: readonly BudgetCheck[]): Record<BudgetStatus, number> {
  const counts: Record<BudgetStatus, number> = { holds: 0, fails: 0, 'not measured': 0 };
  for (const check of checks) counts[check.status] += 1;
  return counts;
}
