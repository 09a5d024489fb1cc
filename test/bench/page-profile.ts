/**
 * Where a page's main thread goes, for finding what to make faster (not a bench with goals): a
 * merchant made through the real calls opens `path` in Chromium slowed down `slowdown` times
 * (Emulation.setCPUThrottlingRate, as the keystroke bench), with the DevTools Protocol's CPU
 * profiler running from before the navigation until the network is idle; with `type`, the
 * profile covers typing into the field labelled so instead. Prints the long tasks (over 50 ms,
 * and their blocking time beyond 50 ms) and writes the profile for support/profile-summary.ts.
 * Build with `npx vite build --minify false --outDir dist-profile/client` to read the functions'
 * names, and give `CLIENT_DIR=dist-profile/client`.
 * `npx tsx test/bench/page-profile.ts <path> <stage> <slowdown> <out.cpuprofile> [label]`
 */
import { writeFileSync } from 'node:fs';
import { launchChromium } from '../e2e/support/browser';
import { field, openSection, pickOption } from '../e2e/support/business-details';
import { startPortal } from '../e2e/support/portal';
import { merchantAt, type MerchantStage } from './support/http-merchant';

const [path = 'lead', stage = 'lead', slowdownArg = '4', out = 'page.cpuprofile', label] =
  process.argv.slice(2);
const TYPED = 'Harbourside Garden and Homewares Co. LLC';

const portal = await startPortal(
  process.env.CLIENT_DIR ? { env: { CLIENT_DIR: process.env.CLIENT_DIR } } : {},
);
const browser = await launchChromium();
try {
  const merchant = await merchantAt(portal.url, stage as MerchantStage, `profile-${Date.now()}`);
  const context = await browser.newContext();
  const host = new URL(portal.url).hostname;
  await context.addCookies(
    merchant.cookiePairs.map((c) => ({ ...c, domain: host, path: '/', secure: true })),
  );
  const page = await context.newPage();
  await page.addInitScript(() => {
    const tasks: Array<[number, number]> = [];
    (window as { __longTasks?: typeof tasks }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        tasks.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdownArg) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  if (!label) await cdp.send('Profiler.start');
  await page.goto(`${portal.appUrl}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  if (label) {
    if (label === 'Legal business name') {
      await openSection(page, 'Company Information');
      await pickOption(page, 'Business type', 'Corporation');
    }
    const input = field(page, label);
    await input.click();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as { __longTasks?: unknown[] }).__longTasks!.length = 0));
    await cdp.send('Profiler.start');
    await page.keyboard.type(TYPED, { delay: 50 });
    await page.waitForTimeout(500);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  writeFileSync(out, JSON.stringify(profile));
  const tasks = await page.evaluate(
    () => (window as { __longTasks?: Array<[number, number]> }).__longTasks ?? [],
  );
  const blocking = tasks.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  console.log(`long tasks (start ms, duration ms): ${JSON.stringify(tasks)}`);
  console.log(`${tasks.length} long tasks, ${blocking} ms beyond 50 ms; profile in ${out}`);
} finally {
  await browser.close();
  await portal.close();
}
