/**
 * The main thread's tasks of a page's start, each with what ran in it, for finding what to make
 * faster (not a bench with goals). Lighthouse's simulated throttling replays an unthrottled load's
 * tasks multiplied by the CPU slowdown and drops those under 10 ms, so a task of 10 ms or more on
 * this host is what the reference phone blocks on (docs/decisions/0261-snapshots-render-in-slices.md).
 * A merchant made through the real calls (or nobody, stage `none`, for the login page) opens `path`
 * in Chromium slowed down `slowdown` times (1 to see the tasks as Lighthouse measures them) with a
 * trace running (Chromium's `RunTask` events and the CPU profiler's samples). Prints the first
 * paint, every task of at least `min` ms with its longest trace events and the portal's functions
 * sampled in it, and what those tasks would block after the first paint at `as`× (the slowdown
 * the bench calibrated).
 * Build with `npx vite build --minify false --outDir dist-profile/client` to read the functions'
 * names, and give `CLIENT_DIR=dist-profile/client`.
 * `npx tsx test/bench/page-tasks.ts <path> <stage|none> [slowdown=1] [min=10] [as=8]`
 */
import { originalPositionFor } from '@jridgewell/trace-mapping';
import { launchChromium } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import { buildSourceMaps } from './support/build-source-maps';
import { merchantAt, type MerchantStage } from './support/http-merchant';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      url?: string;
      functionName?: string;
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const [path = 'status', stage = 'status', slowdownArg = '1', minArg = '10', asArg = '8'] =
  process.argv.slice(2);
const clientDir = process.env.CLIENT_DIR ?? 'dist/client';
const minMs = Number(minArg);
const as = Number(asArg);

async function traceOf(): Promise<TraceEvent[]> {
  const portal = await startPortal({ env: { CLIENT_DIR: clientDir } });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    if (stage !== 'none') {
      const merchant = await merchantAt(portal.url, stage as MerchantStage, `tasks-${Date.now()}`);
      const host = new URL(portal.url).hostname;
      await context.addCookies(
        merchant.cookiePairs.map((c) => ({ ...c, domain: host, path: '/', secure: true })),
      );
    }
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdownArg) });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
        'toplevel',
      ],
    });
    await page.goto(`${portal.appUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as
      { traceEvents: TraceEvent[] } | TraceEvent[];
    return Array.isArray(trace) ? trace : trace.traceEvents;
  } finally {
    await browser.close();
    await portal.close();
  }
}

const mapOf = buildSourceMaps(clientDir);

function nameOf(node: ProfileNode): string {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  const map = url ? mapOf(url) : null;
  if (map) {
    const at = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    if (at.source) {
      const source = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'npm:');
      return `${functionName || at.name || '(anonymous)'} ${source}:${at.line}`;
    }
  }
  return functionName || '(anonymous)';
}

const events = await traceOf();
const profiled = new Set(events.filter((e) => e.name === 'ProfileChunk').map((e) => e.pid));
const main = events.find(
  (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && profiled.has(e.pid),
);
if (!main) throw new Error('The trace has no profiled renderer main thread.');
const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);

// The CPU profile's samples, on the trace's clock.
const nodes = new Map<number, { name: string; parent?: number }>();
const samples: Array<{ ts: number; node: number }> = [];
let clock = 0;
for (const e of events.filter((x) => x.pid === main.pid && /^Profile(Chunk)?$/.test(x.name))) {
  if (e.name === 'Profile') {
    clock = e.args?.data?.startTime ?? clock;
    continue;
  }
  const profile = e.args?.data?.cpuProfile;
  for (const n of profile?.nodes ?? []) nodes.set(n.id, { name: nameOf(n), parent: n.parent });
  const deltas = e.args?.data?.timeDeltas ?? [];
  (profile?.samples ?? []).forEach((node, i) => {
    clock += deltas[i] ?? 0;
    samples.push({ ts: clock, node });
  });
}

const firstPaint = events.find((e) => e.name === 'firstContentfulPaint');
if (!firstPaint) throw new Error('The trace has no first contentful paint.');
/** Milliseconds from the first paint (negative before it). */
const fromPaint = (ts: number) => (ts - firstPaint.ts) / 1000;
const ours = /(^| )(src|machines|domain)\//;
let blocking = 0;
const tasks = onMain
  .filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) >= minMs * 1000)
  .sort((a, b) => a.ts - b.ts);
for (const task of tasks) {
  const end = task.ts + (task.dur ?? 0);
  const duration = (task.dur ?? 0) / 1000;
  if (task.ts >= firstPaint.ts) blocking += Math.max(0, duration * as - 50);
  console.log(
    `\ntask at ${fromPaint(task.ts).toFixed(0)} ms from the first paint: ${duration.toFixed(0)} ms`,
  );
  const longest = new Map<string, number>();
  for (const e of onMain) {
    if (e.ph !== 'X' || e.ts < task.ts || e.ts >= end || (e.dur ?? 0) < 2000) continue;
    if (/RunTask|ProfileChunk|mojo|SimpleWatcher|V8\.(StackGuard|HandleInterrupts)/.test(e.name))
      continue;
    const key = [e.name, e.args?.data?.url?.replace(/^.*\/app\//, ''), e.args?.data?.functionName]
      .filter(Boolean)
      .join(' ');
    longest.set(key, Math.max(longest.get(key) ?? 0, (e.dur ?? 0) / 1000));
  }
  const top = [...longest].sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`  events: ${top.map(([k, v]) => `${k} ${v.toFixed(0)}`).join('; ')}`);
  const inclusive = new Map<string, number>();
  const inside = samples.filter((s) => s.ts >= task.ts && s.ts < end);
  inside.forEach((s, i) => {
    const next = inside[i + 1];
    const took = next ? (next.ts - s.ts) / 1000 : 0;
    const seen = new Set<string>();
    for (let at: number | undefined = s.node; at !== undefined; at = nodes.get(at)?.parent) {
      const name = nodes.get(at)?.name ?? '?';
      if (seen.has(name) || !ours.test(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + took);
    }
  });
  for (const [name, took] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    console.log(`  ${took.toFixed(1).padStart(6)} ms  ${name}`);
  }
}
console.log(
  `\n${tasks.length} tasks of ${minMs} ms or more; after the first paint they block ` +
    `${blocking.toFixed(0)} ms at ${as}× (slowdown ${slowdownArg}× during the trace)`,
);
