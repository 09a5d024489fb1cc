/**
 * Lighthouse, mobile with its default (simulated) throttling, on the login page, the lead form,
 * the business details and the status page, with Debian's Chromium. The signed-in pages get a
 * merchant made through the portal's real calls (support/http-merchant.ts); its session cookie is
 * sent as a header. Chromium reaches the portal as a merchant's browser does in production:
 * through an HTTPS front speaking HTTP/2 (support/https-front.ts, standing in for the load
 * balancer; docs/decisions/0185-pages-measured-over-https.md).
 * Goals: performance at least 95, accessibility 100.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import type { BenchResult } from './run';
import { HttpMerchant } from './support/http-merchant';
import { startHttpsFront } from './support/https-front';

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  // The front's certificate is made for the run (support/https-front.ts); no authority signed it.
  '--ignore-certificate-errors',
];

interface Audit {
  performance: number;
  accessibility: number;
  failing: string[];
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
}

class UnscoredRun extends Error {}

/** Lighthouse on one page; a run that gave no score is run again, twice at most. */
async function audit(url: string, cookie?: string): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, cookie);
    } catch (error) {
      if (!(error instanceof UnscoredRun) || attempt === 3) throw error;
      console.error(`${error.message}; running it again`);
    }
  }
}

async function auditOnce(url: string, cookie?: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl } = result.lhr;
    // A page that sent Chromium elsewhere (a lost session back to the login) is not the page.
    if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended at ${finalDisplayedUrl}`);
    }
    // A category without a score is a run that measured nothing (a metric Lighthouse could not
    // compute); audit() runs it again rather than count it as 0.
    const unscored = ['performance', 'accessibility'].filter((id) => categories[id]?.score == null);
    if (unscored.length > 0) {
      const errors = Object.values(audits)
        .map((a) => a.errorMessage)
        .filter(Boolean);
      throw new UnscoredRun(`${url}: no ${unscored.join(', ')} score (${errors.join('; ')})`);
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const a11y = categories.accessibility?.auditRefs.map((ref) => ref.id) ?? [];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      failing: a11y.filter((id) => audits[id]?.score === 0),
      metrics: {
        fcp: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
        lcp: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
        tbt: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
        cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
      },
    };
  } finally {
    chrome.kill();
  }
}

export async function run(): Promise<BenchResult[]> {
  const portal = await startPortal();
  const front = await startHttpsFront(portal.url);
  const appUrl = `${front.url}/app/`;
  try {
    const stamp = Date.now();
    const atLead = new HttpMerchant(portal.url);
    await atLead.startLead(`lighthouse-lead-${stamp}@shop.example`);
    const atBusiness = new HttpMerchant(portal.url);
    const businessEmail = `lighthouse-business-${stamp}@shop.example`;
    await atBusiness.startLead(businessEmail);
    await atBusiness.signUp(businessEmail);
    const atStatus = new HttpMerchant(portal.url);
    const statusEmail = `lighthouse-status-${stamp}@shop.example`;
    await atStatus.startLead(statusEmail);
    await atStatus.signUp(statusEmail);
    await atStatus.finishForms();
    const pages: Array<[string, string, string | undefined]> = [
      ['login', appUrl, undefined],
      ['lead', `${appUrl}lead`, atLead.cookie],
      ['business details', `${appUrl}onboarding`, atBusiness.cookie],
      ['status', `${appUrl}status`, atStatus.cookie],
    ];
    const results: BenchResult[] = [];
    for (const [name, url, cookie] of pages) {
      const scores = await audit(url, cookie);
      results.push(
        {
          name: `Lighthouse mobile ${name}: performance`,
          value: scores.performance,
          unit: '',
          goal: '>= 95',
          ok: scores.performance >= 95,
        },
        {
          name: `  ${name}: largest contentful paint`,
          value: scores.metrics.lcp,
          unit: `ms (first contentful ${scores.metrics.fcp} ms)`,
        },
        {
          name: `  ${name}: total blocking time / layout shift`,
          value: scores.metrics.tbt,
          unit: `ms (shift ${scores.metrics.cls})`,
        },
        {
          name: `Lighthouse mobile ${name}: accessibility`,
          value: scores.accessibility,
          unit: scores.failing.length ? `(failing: ${scores.failing.join(', ')})` : '',
          goal: '100',
          ok: scores.accessibility === 100,
        },
      );
    }
    return results;
  } finally {
    await front.close();
    await portal.close();
  }
}
