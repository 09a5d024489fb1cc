/**
 * The offline inspector in Chromium. The production build leaves the inspectors out, so this
 * journey runs the app from Vite's development server, which forwards the API paths to the real
 * server: open the panel, follow the session actor by name through sign-in, then the lead actor.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { launchChromium } from './support/browser';
import { appPath, signInWithEmail } from './support/login';
import { startPortal, type RunningPortal } from './support/portal';

let portal: RunningPortal;
let vite: ViteDevServer;
let browser: Browser;

beforeAll(async () => {
  // As under `npm run dev`: a development server, which accepts writes from Vite's loopback origin.
  portal = await startPortal({ env: { NODE_ENV: 'development' } });
  // vite.config.ts forwards the API paths to API_PORT.
  process.env.API_PORT = new URL(portal.url).port;
  vite = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await vite.listen();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await vite?.close();
  await portal?.close();
});

function devUrl(path: string): string {
  const address = vite.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('Vite is not listening.');
  return `http://127.0.0.1:${address.port}${path}`;
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'State inspector' });

/** The drawn state `name` of `machine` in the panel's chart. */
function drawnState(page: Page, machine: string, name: string): Locator {
  return panelOf(page)
    .getByRole('figure', { name: `Statechart of ${machine}` })
    .getByRole('group', { name, exact: true });
}

async function expectActive(page: Page, machine: string, name: string) {
  await expect
    .poll(() => drawnState(page, machine, name).getAttribute('aria-current'), { timeout: 20_000 })
    .toBe('true');
}

it('follows the session actor by name through sign-in and the lead actor after it', async () => {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(devUrl('/app/?inspect=offline'));
  await page.getByLabel('Email address').waitFor({ timeout: 60_000 });
  const panel = panelOf(page);
  await panel.getByRole('button', { name: 'session', exact: true }).click();
  await expectActive(page, 'session', 'captchaPending');
  expect(await drawnState(page, 'session', 'signedIn').getAttribute('aria-current')).toBeNull();

  await signInWithEmail(page, 'inspector.e2e@shop.example');
  await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
  expect(appPath(page)).toBe('/lead');
  await expectActive(page, 'session', 'signedIn');
  expect(await drawnState(page, 'session', 'loggedOut').getAttribute('aria-current')).toBeNull();

  await panel.getByRole('button', { name: 'lead', exact: true }).click();
  await expectActive(page, 'lead', 'editing');
  await panel.getByRole('tab', { name: 'Context' }).click();
  const context = await panel.textContent();
  expect(context).toContain('i***@shop.example');
  expect(context).not.toContain('inspector.e2e@shop.example');
  await page.close();
}, 180_000);
