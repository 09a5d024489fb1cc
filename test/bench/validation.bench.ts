/**
 * Speed of whole-merchant validation (doc 2 §5 "Validating everything collects errors from all
 * sections"): the browser runs it before a submit and the server on every save, so it must stay
 * well under a frame. Measured on a complete, valid US merchant with 5 owners and 5 locations.
 */
import { pathToFileURL } from 'node:url';
import { validateMerchant } from '../../domain/schemas/validate-merchant';
import { validMerchant } from '../data/valid-merchant';

import type { BenchResult } from './support/bench-result';

const WARM_UP_RUNS = 500;
const MEASURED_RUNS = 5_000;

/** The value below which `fraction` of the sorted samples fall. */
function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Times validateMerchant and reports its median and 95th percentile in milliseconds. */
export async function run(): Promise<BenchResult[]> {
  const merchant = validMerchant('US', { owners: 5, locations: 5 });
  const today = new Date(2025, 5, 1);
  const first = validateMerchant(merchant, { today });
  if (Object.keys(first).length > 0) {
    throw new Error(`the benchmark merchant should be valid: ${JSON.stringify(first)}`);
  }
  for (let i = 0; i < WARM_UP_RUNS; i++) validateMerchant(merchant, { today });
  const samples: number[] = [];
  for (let i = 0; i < MEASURED_RUNS; i++) {
    const start = performance.now();
    validateMerchant(merchant, { today });
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return [
    {
      name: 'validateMerchant median (5 owners, 5 locations)',
      value: percentile(samples, 0.5),
      unit: 'ms',
      goal: '< 0.5 ms',
      ok: percentile(samples, 0.5) < 0.5,
    },
    {
      name: 'validateMerchant p95 (5 owners, 5 locations)',
      value: percentile(samples, 0.95),
      unit: 'ms',
    },
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const result of await run()) {
    console.log(
      `${result.name}: ${result.value.toFixed(3)} ${result.unit}${result.goal ? ` (goal ${result.goal})` : ''}`,
    );
  }
}
