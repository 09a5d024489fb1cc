/**
 * Lighthouse mobile on the login page, the lead form, the business details, the bank information
 * and the status page, with Debian's Chromium, at the CPU slowdown calibrated to this host's
 * benchmark index (support/cpu-calibration.ts), so that the figures describe the reference phone
 * whatever machine runs them (docs/decisions/0220-performance-as-a-merchant-feels-it.md).
 * Each page is run three times and judged on the median, since one Lighthouse run moves by
 * several points with the machine's load.
 * The signed-in pages get a merchant made through the portal's real calls
 * (support/http-merchant.ts); its session cookie is sent as a header. Chromium reaches the portal
 * as a merchant's browser does in production: through an HTTPS front speaking HTTP/2
 * (support/https-front.ts; docs/decisions/0185-pages-measured-over-https.md).
 * Goals per page: performance at least 95, total blocking time at most 100 ms, accessibility 100.
 */
import { startPortal } from '../e2e/support/portal';
import type { BenchResult } from './support/bench-result';
import { calibrateHost } from './support/host-calibration';
import { merchantAt, type MerchantStage } from './support/http-merchant';
import { startHttpsFront } from './support/https-front';
import { audit, type Audit } from './support/lighthouse-audit';
import { median } from './support/percentiles';

const RUNS = 3;

const PAGES: Array<{ name: string; path: string; stage?: MerchantStage }> = [
  { name: 'login', path: '' },
  { name: 'lead', path: 'lead', stage: 'lead' },
  { name: 'business details', path: 'onboarding/company-information', stage: 'business details' },
  { name: 'bank', path: 'onboarding/bank-info', stage: 'bank' },
  { name: 'status', path: 'status', stage: 'status' },
];

/** The median of the runs' figure and the runs' own values, as the table shows them. */
function summary(audits: Audit[], figure: (a: Audit) => number) {
  const values = audits.map(figure);
  return { value: median(values), runs: values.join(', ') };
}

function rowsOf(name: string, audits: Audit[]): BenchResult[] {
  const performance = summary(audits, (a) => a.performance);
  const tbt = summary(audits, (a) => a.metrics.tbt);
  const accessibility = summary(audits, (a) => a.accessibility);
  const lcp = median(audits.map((a) => a.metrics.lcp));
  const fcp = median(audits.map((a) => a.metrics.fcp));
  const cls = median(audits.map((a) => a.metrics.cls));
  const failing = [...new Set(audits.flatMap((a) => a.failing))];
  return [
    {
      name: `Lighthouse mobile ${name}: performance, median`,
      value: performance.value,
      unit: `(runs ${performance.runs})`,
      goal: '>= 95',
      ok: performance.value >= 95,
    },
    {
      name: `  ${name}: total blocking time, median`,
      value: tbt.value,
      unit: `ms (runs ${tbt.runs})`,
      goal: '<= 100 ms',
      ok: tbt.value <= 100,
    },
    {
      name: `  ${name}: largest / first contentful paint, median`,
      value: lcp,
      unit: `ms / ${fcp} ms (layout shift ${cls})`,
    },
    {
      name: `Lighthouse mobile ${name}: accessibility, median`,
      value: accessibility.value,
      unit: `(runs ${accessibility.runs}${failing.length ? `; failing: ${failing.join(', ')}` : ''})`,
      goal: '100',
      ok: accessibility.value === 100,
    },
  ];
}

export async function run(): Promise<BenchResult[]> {
  const portal = await startPortal();
  const front = await startHttpsFront(portal.url);
  const appUrl = `${front.url}/app/`;
  try {
    const { benchmarkIndex, cpuSlowdownMultiplier } = await calibrateHost(appUrl);
    const results: BenchResult[] = [
      {
        name: 'Lighthouse: host benchmark index',
        value: benchmarkIndex,
        unit: `→ CPU slowdown ${cpuSlowdownMultiplier}×`,
      },
    ];
    const indexes: number[] = [];
    for (const page of PAGES) {
      // Made just before its runs, so no session waits long enough to go idle.
      const merchant = page.stage
        ? await merchantAt(portal.url, page.stage, `lighthouse-${page.name}`)
        : undefined;
      const audits: Audit[] = [];
      for (let i = 0; i < RUNS; i++) {
        audits.push(
          await audit(`${appUrl}${page.path}`, {
            cpuSlowdownMultiplier,
            ...(merchant ? { cookie: merchant.cookie } : {}),
          }),
        );
      }
      indexes.push(...audits.map((a) => Math.round(a.benchmarkIndex)));
      results.push(...rowsOf(page.name, audits));
    }
    // How much the host's speed moved while the pages were measured at one slowdown.
    results.push({
      name: '  host benchmark index during the runs',
      value: Math.min(...indexes),
      unit: `to ${Math.max(...indexes)} (median ${median(indexes)})`,
    });
    return results;
  } finally {
    await front.close();
    await portal.close();
  }
}
