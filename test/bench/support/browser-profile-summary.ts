/**
 * Where a browser CPU profile of the portal (test/bench/page-profile.ts) spends its time, read
 * through the build's source maps: self time by package or source folder, by source file and by
 * function, and the time spent under each function (inclusive).
 * `npx tsx test/bench/support/browser-profile-summary.ts <file.cpuprofile> <client dir> [rows]`
 */
import { readFileSync } from 'node:fs';
import { originalPositionFor } from '@jridgewell/trace-mapping';
import { buildSourceMaps } from './build-source-maps';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, clientDir = 'dist/client', rowsArg = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: browser-profile-summary <file.cpuprofile> <client dir> [rows]');
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const mapOf = buildSourceMaps(clientDir);

interface Place {
  source: string;
  fn: string;
}
const placeOf = new Map<number, Place>();
for (const n of profile.nodes) {
  const { url, lineNumber, columnNumber, functionName } = n.callFrame;
  const map = url ? mapOf(url) : null;
  let source = url ? url.replace(/^.*\/app\//, '') : functionName;
  let fn = functionName || '(anonymous)';
  if (map) {
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (at.source) {
      source = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'npm:');
      fn = `${functionName || at.name || '(anonymous)'} ${source}:${at.line}`;
    }
  }
  placeOf.set(n.id, { source, fn });
}
const packageOf = (source: string) =>
  source.startsWith('npm:')
    ? source
        .split('/')
        .slice(0, source.startsWith('npm:@') ? 2 : 1)
        .join('/')
    : source.split('/').slice(0, 2).join('/');

const parentOf = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const bySelfPackage = new Map<string, number>();
const bySelfSource = new Map<string, number>();
const bySelfFunction = new Map<string, number>();
const byInclusive = new Map<string, number>();
const add = (m: Map<string, number>, k: string, t: number) => m.set(k, (m.get(k) ?? 0) + t);
let total = 0;
let busy = 0;
profile.samples.forEach((id, i) => {
  const t = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  total += t;
  const place = placeOf.get(id)!;
  if (place.source === '(idle)' || place.source === '(program)') {
    add(bySelfPackage, place.source, t);
    return;
  }
  busy += t;
  add(bySelfPackage, packageOf(place.source), t);
  add(bySelfSource, place.source, t);
  add(bySelfFunction, place.fn, t);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const key = placeOf.get(at)!.fn;
    if (!seen.has(key)) add(byInclusive, key, t);
    seen.add(key);
  }
});

const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${t.toFixed(1).padStart(9)} ms  ${k}`);
};
console.log(`profile: ${total.toFixed(0)} ms, of which not idle ${busy.toFixed(0)} ms`);
print('self time by package or folder', bySelfPackage);
print('self time by source file', bySelfSource);
print('self time by function', bySelfFunction);
print('inclusive time by function', byInclusive);
