/**
 * What the login route makes a browser download: every JS and CSS file Chromium fetches when it
 * opens /app/ until the network is idle, gzipped (level 9, as the build's .gz files are), then
 * what the first use of the form adds (the captcha widget and the signed-in core, fetched while
 * the form is in use: docs/decisions/0200-machines-hold-the-journey.md). Goals: at most 150 KB of JS and 15 KB
 * of CSS up to network idle. Measured twice: an English visit, and a Canadian visit whose
 * browser prefers French, which must fetch only the French catalogue (decision 0267).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import type { BenchResult } from './support/bench-result';

interface Sizes {
  js: number;
  css: number;
  jsRaw: number;
  files: number;
  urls: string[];
}

/** Records the gzipped size of each app JS and CSS file the page fetches from now on. */
function recordAssets(page: Page) {
  const sizes: Sizes = { js: 0, css: 0, jsRaw: 0, files: 0, urls: [] };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || !url.pathname.startsWith('/app/')) return;
    sizes.urls.push(url.pathname);
    pending.push(
      response.body().then(
        (body) => {
          sizes[kind] += gzipSync(body, { level: 9 }).length;
          if (kind === 'js') sizes.jsRaw += body.length;
          sizes.files += 1;
        },
        // A body still arriving when the page closes is not counted.
        () => {},
      ),
    );
  });
  return { sizes, settled: () => Promise.all(pending) };
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/** The visits measured: the language, how the browser presents itself, the other catalogue. */
const VISITS: Array<{ name: string; context: BrowserContextOptions; otherCatalogue: RegExp }> = [
  { name: 'English', context: { locale: 'en-US' }, otherCatalogue: /\/fr-CA-(first|rest)-/ },
  {
    name: 'French',
    context: { locale: 'fr-CA', timezoneId: 'America/Montreal' },
    otherCatalogue: /\/en-(first|rest)-/,
  },
];

async function measure(
  browser: Browser,
  appUrl: string,
  visit: (typeof VISITS)[number],
): Promise<BenchResult[]> {
  const context = await browser.newContext(visit.context);
  try {
    const page = await context.newPage();
    const first = recordAssets(page);
    await page.goto(appUrl, { waitUntil: 'networkidle' });
    const email = page.locator('input[type="email"]');
    await email.waitFor();
    await page.waitForLoadState('networkidle');
    await first.settled();
    const idle = { ...first.sizes, urls: [...first.sizes.urls] };
    const lang = await page.evaluate(() => document.documentElement.lang);
    // The first use of the form brings the captcha widget.
    await email.focus();
    await page.locator('altcha-widget input[type="checkbox"]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await first.settled();
    const used = first.sizes;
    const other = used.urls.filter((path) => visit.otherCatalogue.test(path)).length;
    const tag = `, ${visit.name} (lang=${lang})`;
    return [
      {
        name: `login route JS up to network idle (gzip)${tag}`,
        value: kb(idle.js),
        unit: 'KB',
        goal: '<= 150 KB',
        ok: kb(idle.js) <= 150,
      },
      {
        name: `login route CSS up to network idle (gzip)${tag}`,
        value: kb(idle.css),
        unit: 'KB',
        goal: '<= 15 KB',
        ok: kb(idle.css) <= 15,
      },
      {
        name: '  JS files fetched / raw JS',
        value: idle.files,
        unit: `files / ${kb(idle.jsRaw)} KB`,
      },
      {
        name: "  files of the other language's catalogue fetched",
        value: other,
        unit: 'files',
        goal: '0',
        ok: other === 0,
      },
      {
        name: '  captcha widget and signed-in core, on first use of the form (gzip)',
        value: kb(used.js - idle.js),
        unit: 'KB JS',
      },
      { name: '  login route JS once the form is in use (gzip)', value: kb(used.js), unit: 'KB' },
    ];
  } finally {
    await context.close();
  }
}

export async function run(): Promise<BenchResult[]> {
  const portal = await startPortal();
  const browser = await launchChromium();
  try {
    const rows: BenchResult[] = [];
    for (const visit of VISITS) rows.push(...(await measure(browser, portal.appUrl, visit)));
    return rows;
  } finally {
    await browser.close();
    await portal.close();
  }
}
