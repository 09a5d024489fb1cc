/**
 * `npm run bench`: speed and size goals measured on this machine (never in timed unit tests).
 * Each module under test/bench exports `run()` returning results; they are printed as one table
 * with the goal beside each figure, and the run fails when a goal is missed.
 * `npm run bench -- saves` (or any part of a suite's title) runs only the matching suites.
 */
import { cpus, loadavg, totalmem } from 'node:os';
import type { BenchResult } from './support/bench-result';
import { run as runKeystrokes } from './keystroke-latency.bench';
import { run as runBundle } from './login-bundle.bench';
import { run as runLibraryFloor } from './library-floor.bench';
import { run as runLighthouse } from './lighthouse.bench';
import { run as runRoutes } from './route-bundles.bench';
import { run as runSaves } from './save-throughput.bench';
import { run as runValidation } from './validation.bench';

export type { BenchResult } from './support/bench-result';

const suites: Array<[string, () => Promise<BenchResult[]>]> = [
  ['login route bundle', runBundle],
  ['later routes bundles', runRoutes],
  ['lighthouse mobile', runLighthouse],
  ['lighthouse libraries alone', runLibraryFloor],
  ['keystroke latency', runKeystrokes],
  ['merchant validation', runValidation],
  ['saves under load', runSaves],
];

const only = process.argv.slice(2).join(' ');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, node ${process.version}`;
const loadBefore = load();

const rows: BenchResult[] = [];
for (const [title, run] of suites) {
  if (only && !title.includes(only)) continue;
  process.stdout.write(`running ${title}…\n`);
  rows.push(...(await run()));
}

const format = (r: BenchResult) =>
  Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(r.value < 10 ? 3 : 1);
const nameWidth = Math.max(...rows.map((r) => r.name.length), 6);
const valueWidth = Math.max(...rows.map((r) => `${format(r)} ${r.unit}`.length), 6);
const goalWidth = Math.max(...rows.map((r) => (r.goal ?? '').length), 4);
const line = (name: string, value: string, goal: string, verdict: string) =>
  `| ${name.padEnd(nameWidth)} | ${value.padStart(valueWidth)} | ${goal.padEnd(goalWidth)} | ${verdict.padEnd(4)} |`;
console.log(`\nmachine: ${machine}; load average ${loadBefore} before, ${load()} after\n`);
console.log(line('figure', 'value', 'goal', 'met'));
console.log(line('-'.repeat(nameWidth), '-'.repeat(valueWidth), '-'.repeat(goalWidth), '----'));
for (const r of rows) {
  const verdict = r.goal === undefined ? '' : r.ok ? 'yes' : 'NO';
  console.log(line(r.name, `${format(r)} ${r.unit}`.trim(), r.goal ?? '', verdict));
}
const missed = rows.filter((r) => r.goal !== undefined && !r.ok);
if (missed.length > 0) {
  console.log(`\n${missed.length} goal(s) missed: ${missed.map((r) => r.name).join('; ')}`);
  process.exitCode = 1;
}
