/** Order statistics for the bench's repeated figures. */

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('the median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * The nearest-rank percentile: the smallest value with at least `p` % of the values at or under
 * it, so p98 of 40 keystrokes is the slowest one and the figure is always a value that occurred.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('a percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}
