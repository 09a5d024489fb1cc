/**
 * One Lighthouse run, mobile with its default (simulated) throttling, on Debian's Chromium. The
 * CPU slowdown is the one calibrated to this host (support/host-calibration.ts) rather than
 * Lighthouse's fixed 4×, which assumes a high-end desktop host.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../e2e/support/browser';

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

export interface Audit {
  performance: number;
  accessibility: number;
  /** Accessibility audits that failed. */
  failing: string[];
  /** The metrics behind the performance score, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** The host's benchmark index Lighthouse measured at the start of this run. */
  benchmarkIndex: number;
}

export interface AuditOptions {
  /** The merchant's session, sent as a Cookie header. */
  cookie?: string;
  cpuSlowdownMultiplier: number;
}

class UnscoredRun extends Error {}

/** Lighthouse on one page; a run that gave no score is run again, twice at most. */
export async function audit(url: string, options: AuditOptions): Promise<Audit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, options);
    } catch (error) {
      if (!(error instanceof UnscoredRun) || attempt === 3) throw error;
      console.error(`${error.message}; running it again`);
    }
  }
}

async function auditOnce(url: string, options: AuditOptions): Promise<Audit> {
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
      // Merged into the mobile preset: the network figures stay Lighthouse's own.
      throttling: { cpuSlowdownMultiplier: options.cpuSlowdownMultiplier },
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, finalDisplayedUrl, configSettings, environment } = result.lhr;
    if (configSettings.throttling.cpuSlowdownMultiplier !== options.cpuSlowdownMultiplier) {
      throw new Error(
        `Lighthouse ran at ${configSettings.throttling.cpuSlowdownMultiplier}× instead of ${options.cpuSlowdownMultiplier}×`,
      );
    }
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
      benchmarkIndex: environment.benchmarkIndex,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * The host's benchmark index from a throw-away Lighthouse run of `url` with a single cheap audit:
 * Lighthouse measures the index at the start of every run, whatever it audits.
 */
export async function measureBenchmarkIndex(url: string): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
    });
    const index = result?.lhr.environment.benchmarkIndex;
    if (index === undefined || !Number.isFinite(index) || index <= 0) {
      throw new Error(`Lighthouse gave no benchmark index for ${url}`);
    }
    return index;
  } finally {
    chrome.kill();
  }
}
