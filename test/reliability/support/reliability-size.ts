/**
 * How much the reliability suite does: a short form inside `npm test`, the full form with
 * RELIABILITY=full (`npm run test:reliability`). Every figure is bounded.
 */
export const FULL = process.env.RELIABILITY === 'full';

export const SIZE = FULL
  ? { merchants: 100, savesPerMerchant: 8, fuzzRuns: 3000 }
  : { merchants: 8, savesPerMerchant: 4, fuzzRuns: 150 };

/** Runs `work` over `items`, at most `limit` at a time. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  });
  await Promise.all(workers);
  return results;
}
