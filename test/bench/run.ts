/**
 * `npm run bench`: speed and size goals measured on this machine (never in timed unit tests).
 * Each module under test/bench exports `run()` returning results; this prints them as a table.
 */
import { run as runBundle } from './login-bundle.bench';
import { run as runValidation } from './validation.bench';

export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  goal?: string;
  /** Whether the goal is met; a result with a goal must say. */
  ok?: boolean;
}

const suites: Array<[string, () => Promise<BenchResult[]>]> = [
  ['login route bundle', runBundle],
  ['merchant validation', runValidation],
];

const rows: BenchResult[] = [];
for (const [title, run] of suites) {
  process.stdout.write(`running ${title}…\n`);
  rows.push(...(await run()));
}
const width = Math.max(...rows.map((r) => r.name.length));
for (const r of rows) {
  const value = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(3);
  console.log(
    `${r.name.padEnd(width)}  ${value.padStart(10)} ${r.unit}${r.goal ? `  (goal ${r.goal})` : ''}`,
  );
}
