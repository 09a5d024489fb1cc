/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, worked out from
 * the host's Lighthouse benchmark index (`lhr.environment.benchmarkIndex`, Lighthouse's
 * `computeBenchmarkIndex` page function: string building and array copies per second).
 *
 * Lighthouse's fixed 4× slowdown assumes a high-end desktop host. Its throttling documentation,
 * "Calibrating the CPU slowdown"
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown),
 * tells a host outside that bracket to compute its multiplier from its benchmark index with the
 * Lighthouse CPU slowdown calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/,
 * source github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js). The
 * calculator is linear between these points of benchmark index and slowdown:
 *
 *   150 → 1×, 800 → 2×, 1300 → 3×, then one more × for every 233 points above 1300
 *   (1533 → 4×, 1766 → 5×, 2000 → 6×).
 *
 * Below 150 the calculator gives no multiplier: such a host is slower than the reference phone
 * and no slowdown can make it faster. The bench then runs without a slowdown (1×) and says so.
 */

/** The lowest benchmark index the calculator gives a multiplier for. */
export const SLOWEST_CALIBRATED_INDEX = 150;

/** The documented calculator's multiplier for a host of benchmark index `benchmarkIndex`. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATED_INDEX) return 1;
  if (benchmarkIndex < 800) return 1 + (benchmarkIndex - 150) / 650;
  if (benchmarkIndex < 1300) return 2 + (benchmarkIndex - 800) / 500;
  return 3 + (benchmarkIndex - 1300) / 233;
}

/** A multiplier as the calculator shows it and as the bench passes it on: one decimal. */
export function roundedSlowdown(multiplier: number): number {
  return Math.round(multiplier * 10) / 10;
}
