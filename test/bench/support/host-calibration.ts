/**
 * The host's benchmark index and the CPU slowdown calibrated to it (support/cpu-calibration.ts),
 * measured once per bench process so that Lighthouse and the keystroke bench of one run use the
 * same slowdown.
 */
import { cpuSlowdownFor, roundedSlowdown, SLOWEST_CALIBRATED_INDEX } from './cpu-calibration';
import { measureBenchmarkIndex } from './lighthouse-audit';

export interface HostCalibration {
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

let calibration: Promise<HostCalibration> | undefined;

/** The calibration, measured with a throw-away Lighthouse run of `url` the first time. */
export function calibrateHost(url: string): Promise<HostCalibration> {
  calibration ??= measure(url);
  return calibration;
}

async function measure(url: string): Promise<HostCalibration> {
  const benchmarkIndex = Math.round(await measureBenchmarkIndex(url));
  const cpuSlowdownMultiplier = roundedSlowdown(cpuSlowdownFor(benchmarkIndex));
  console.log(
    `host benchmark index ${benchmarkIndex} → CPU slowdown ${cpuSlowdownMultiplier}× ` +
      `(Lighthouse's calibration, docs/decisions/0220-performance-as-a-merchant-feels-it.md)`,
  );
  if (benchmarkIndex < SLOWEST_CALIBRATED_INDEX) {
    console.log(
      `  below ${SLOWEST_CALIBRATED_INDEX}: this host is slower than Lighthouse's reference phone; no slowdown applied`,
    );
  }
  return { benchmarkIndex, cpuSlowdownMultiplier };
}
