/**
 * What the login route makes a browser download: every JS and CSS file Chromium fetches when it
 * opens /app/ until the network is idle, gzipped (level 9, as the build's .gz files are), then
 * what the first use of the form adds (the captcha widget and the signed-in core, fetched while
 * the form is in use: docs/decisions/0200-machines-hold-the-journey.md). Goals: at most 150 KB of JS and 15 KB
 * of CSS up to network idle.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { launchChromium } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import type { BenchResult } from './support/bench-result';

interface Sizes {
  js: number;
  css: number;
  jsRaw: number;
  files: number;
}

/** Records the gzipped size of each app JS and CSS file the page fetches from now on. */
function recordAssets(page: Page) {
  const sizes: Sizes = { js: 0, css: 0, jsRaw: 0, files: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind || !url.pathname.startsWith('/app/')) return;
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

export async function run(): Promise<BenchResult[]> {
  const portal = await startPortal();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const first = recordAssets(page);
    await page.goto(portal.appUrl, { waitUntil: 'networkidle' });
    await page.getByLabel('Email address').waitFor();
    await page.waitForLoadState('networkidle');
    await first.settled();
    const idle = { ...first.sizes };
    // The first use of the form brings the captcha widget.
    await page.getByLabel('Email address').focus();
    await page.getByText("I'm not a robot").waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await first.settled();
    const used = first.sizes;
    return [
      {
        name: 'login route JS up to network idle (gzip)',
        value: kb(idle.js),
        unit: 'KB',
        goal: '<= 150 KB',
        ok: kb(idle.js) <= 150,
      },
      {
        name: 'login route CSS up to network idle (gzip)',
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
        name: '  captcha widget and signed-in core, on first use of the form (gzip)',
        value: kb(used.js - idle.js),
        unit: 'KB JS',
      },
      { name: '  login route JS once the form is in use (gzip)', value: kb(used.js), unit: 'KB' },
    ];
  } finally {
    await browser.close();
    await portal.close();
  }
}
