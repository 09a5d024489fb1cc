/**
 * Where a CPU profile's time goes, as text: self time by package or folder and by function, and
 * the time spent under each function (inclusive). For the profiles of save-cpu.ts or of the portal
 * under the save benchmark (`BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…"`).
 * `node --import tsx test/bench/support/profile-summary.ts <file.cpuprofile> [rows] [from] [to]`:
 * with `from` and `to`, only the samples taken between `from` and `to` seconds before the profile
 * ended (the portal's profile spans every phase of the benchmark; each phase lasts
 * BENCH_SAVE_SECONDS, the last one is saves at 200 merchants).
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsArg = '30', fromArg, toArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary <file.cpuprofile> [rows] [from] [to]');
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodeOf = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);

const place = (url: string) =>
  url.replace(/.*node_modules\//, '').replace(/^file:\/\/.*?\/(?=(server|domain|test)\/)/, '');
const functionOf = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${place(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const packageOf = (n: ProfileNode) => {
  const url = n.callFrame.url;
  if (!url) return n.callFrame.functionName;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  return url.startsWith('node:') ? url : place(url).split('/').slice(0, 2).join('/');
};

const bySelfPackage = new Map<string, number>();
const bySelfFunction = new Map<string, number>();
const byInclusive = new Map<string, number>();
const add = (map: Map<string, number>, key: string, t: number) =>
  map.set(key, (map.get(key) ?? 0) + t);
let total = 0;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const beforeEnd = (profile.endTime - at) / 1e6;
  if (fromArg !== undefined && beforeEnd > Number(fromArg)) return;
  if (toArg !== undefined && beforeEnd < Number(toArg)) return;
  const leaf = nodeOf.get(id)!;
  total += delta;
  add(bySelfPackage, packageOf(leaf), delta);
  add(bySelfFunction, functionOf(leaf), delta);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parentOf.get(cur)) {
    const key = functionOf(nodeOf.get(cur)!);
    if (!seen.has(key)) add(byInclusive, key, delta);
    seen.add(key);
  }
});

const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
    console.log(`${((100 * t) / total).toFixed(1).padStart(6)} %  ${key}`);
  }
};
console.log(`${(total / 1000).toFixed(0)} ms of samples`);
print('self, by package or folder', bySelfPackage);
print('self, by function', bySelfFunction);
print('inclusive, by function', byInclusive);
