/**
 * How long a merchant waits for each typed character to show: real key presses into a text field
 * that a machine holds (every keystroke goes through the actor and renders the form again), in
 * Chromium slowed down to the CPU calibrated to this host's benchmark index
 * (support/cpu-calibration.ts; applied with the DevTools Protocol's
 * `Emulation.setCPUThrottlingRate`, the slowdown Lighthouse's own DevTools throttling applies),
 * measured by the browser's Event Timing (support/event-timing.ts).
 * Pages: the lead form's store name and the business details' legal business name (Company
 * Information), each opened by a merchant made through the real calls (support/http-merchant.ts).
 * Goal per page: p98 of the keystroke latencies at most 50 ms
 * (docs/decisions/0220-performance-as-a-merchant-feels-it.md).
 */
import type { Page } from 'playwright-core';
import { field, openSection, pickOption } from '../e2e/support/business-details';
import { launchChromium } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import type { BenchResult } from './support/bench-result';
import {
  collectEventTiming,
  DURATION_THRESHOLD_MS,
  keystrokeLatencies,
  observeEventTiming,
} from './support/event-timing';
import { calibrateHost } from './support/host-calibration';
import { merchantAt, type MerchantStage } from './support/http-merchant';
import { percentile } from './support/percentiles';

/** A name a merchant types whole: 40 characters, letters, spaces and punctuation. */
const TYPED = 'Harbourside Garden and Homewares Co. LLC';

/**
 * Playwright holds each key this long and waits as long again before the next one: 100 ms a
 * character, a quick typist's 120 words a minute.
 */
const KEY_DELAY_MS = 50;

interface TypedField {
  name: string;
  path: string;
  stage: MerchantStage;
  label: string;
  /** What a merchant does on the page before the field is there to type in. */
  reach?: (page: Page) => Promise<void>;
}

const FIELDS: TypedField[] = [
  { name: 'lead form', path: 'lead', stage: 'lead', label: 'Store name' },
  {
    name: 'company information',
    path: 'onboarding/company-information',
    stage: 'business details',
    label: 'Legal business name',
    // The legal name is asked once the business type says the business is not a sole trader.
    reach: async (page) => {
      await openSection(page, 'Company Information');
      await pickOption(page, 'Business type', 'Corporation');
    },
  },
];

export async function run(): Promise<BenchResult[]> {
  const portal = await startPortal();
  const browser = await launchChromium();
  try {
    const { benchmarkIndex, cpuSlowdownMultiplier } = await calibrateHost(portal.appUrl);
    const results: BenchResult[] = [
      {
        name: 'keystroke: host benchmark index',
        value: benchmarkIndex,
        unit: `→ CPU slowdown ${cpuSlowdownMultiplier}×`,
      },
    ];
    for (const { name, path, stage, label, reach } of FIELDS) {
      const merchant = await merchantAt(portal.url, stage, `keystrokes-${name}`);
      const context = await browser.newContext();
      try {
        // As the portal sets them: `__Host-` cookies are Secure, on `/`, for the host alone
        // (Chromium keeps Secure cookies for a loopback address served over HTTP).
        const host = new URL(portal.url).hostname;
        await context.addCookies(
          merchant.cookiePairs.map((c) => ({
            ...c,
            domain: host,
            path: '/',
            secure: true,
            sameSite: 'Lax' as const,
          })),
        );
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
        await page.goto(`${portal.appUrl}${path}`, { waitUntil: 'networkidle' });
        await reach?.(page);
        const input = field(page, label);
        await input.click();
        await input.press('ControlOrMeta+A');
        await input.press('Delete');
        await page.waitForLoadState('networkidle');
        const since = await observeEventTiming(page);
        await page.keyboard.type(TYPED, { delay: KEY_DELAY_MS });
        const shown = await input.inputValue();
        if (shown !== TYPED) throw new Error(`${name}: the field shows "${shown}", not "${TYPED}"`);
        const { latencies, reported } = keystrokeLatencies(
          await collectEventTiming(page),
          since,
          TYPED.length,
        );
        const p50 = percentile(latencies, 50);
        const p98 = percentile(latencies, 98);
        const ms = (value: number) => (value <= DURATION_THRESHOLD_MS ? 'ms or less' : 'ms');
        results.push(
          { name: `keystroke latency, ${name}: p50`, value: p50, unit: ms(p50) },
          {
            name: `keystroke latency, ${name}: p98`,
            value: p98,
            unit: ms(p98),
            goal: '<= 50 ms',
            ok: p98 <= 50,
          },
          {
            name: `  ${name}: keystrokes typed`,
            value: TYPED.length,
            unit: `(${reported} over ${DURATION_THRESHOLD_MS} ms; slowest ${Math.max(...latencies)} ms)`,
          },
        );
      } finally {
        await context.close();
      }
    }
    return results;
  } finally {
    await browser.close();
    await portal.close();
  }
}
