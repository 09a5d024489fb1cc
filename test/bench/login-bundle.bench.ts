/**
 * What the login route makes a browser download: every JS and CSS file Chromium fetches when it
 * opens /app/, gzipped (level 9, as a static pre-compression would serve them). Goal: at most
 * 150 KB of JS for the first route.
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../e2e/support/browser';
import { startPortal } from '../e2e/support/portal';
import type { BenchResult } from './run';

export async function run(): Promise<BenchResult[]> {
  const portal = await startPortal();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const sizes = { js: 0, css: 0, jsRaw: 0, cssRaw: 0, files: 0, captchaJs: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const kind = url.pathname.endsWith('.js')
        ? 'js'
        : url.pathname.endsWith('.css')
          ? 'css'
          : null;
      if (!kind || !url.pathname.startsWith('/app/')) return;
      pending.push(
        response.body().then((body) => {
          const gzipped = gzipSync(body, { level: 9 }).length;
          sizes[kind] += gzipped;
          // The ALTCHA widget is fetched once the page is idle after the first render.
          if (kind === 'js' && /\/altcha-[^/]*\.js$/.test(url.pathname)) sizes.captchaJs += gzipped;
          sizes[kind === 'js' ? 'jsRaw' : 'cssRaw'] += body.length;
          sizes.files += 1;
        }),
      );
    });
    await page.goto(portal.appUrl, { waitUntil: 'networkidle' });
    await page.getByLabel('Email address').waitFor();
    await Promise.all(pending);
    const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
    return [
      { name: 'login route JS (gzip)', value: kb(sizes.js), unit: 'KB', goal: '<= 150 KB' },
      { name: '  of which the captcha widget', value: kb(sizes.captchaJs), unit: 'KB' },
      { name: '  before the captcha widget', value: kb(sizes.js - sizes.captchaJs), unit: 'KB' },
      { name: 'login route CSS (gzip)', value: kb(sizes.css), unit: 'KB' },
      { name: 'login route JS (raw)', value: kb(sizes.jsRaw), unit: 'KB' },
      { name: 'login route files fetched', value: sizes.files, unit: 'files' },
    ];
  } finally {
    await browser.close();
    await portal.close();
  }
}
