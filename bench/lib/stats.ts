/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median() of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The index of the run whose value is the median (the lower middle one for an even count). */
export function medianIndex(values: readonly number[]): number {
  if (values.length === 0) throw new Error('medianIndex() of no values');
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]!.index;
}

/** Rounds to a number of decimals (for the report: measurements are not more precise than this). */
export function round(value: number, decimals = 1): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
