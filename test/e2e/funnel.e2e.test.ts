/**
 * The funnel in Chromium, through the real server, console and database (docs/decisions/0255):
 * three merchants go through some steps (one finishes every form and is approved, one sends its
 * lead through the lead form, one only signs in); the lead form's page events reach the intake
 * without personal data; the console's funnel shows how many reached each step and where they
 * stopped, and filters by country.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { validMerchant } from '../data/valid-merchant';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { waitForAppPath } from './support/business-details';
import { completeLead, JOURNEYS } from './support/business-journeys';
import {
  createOpsUser,
  decide,
  merchantWithFinishedForms,
  openApplication,
  opsConsole,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { signInWithEmail } from './support/login';
import { screenshotPath } from './support/screenshots';

let portal: LifecyclePortal;
let browser: Browser;
let ops: Page;
const OPS_EMAIL = 'funnel@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const AUSTRALIA = JOURNEYS.find((journey) => journey.country === 'Australia')!;

beforeAll(async () => {
  portal = await startLifecyclePortal();
  browser = await launchChromium();
  await createOpsUser(portal, OPS_EMAIL, OPS_PASSWORD);
  ops = await opsConsole(browser, portal, OPS_EMAIL, OPS_PASSWORD);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** The console table's cells, row by row (step, reached, stopped here, median). */
const tableRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Merchants per step in this period' })
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );

describe('the funnel', () => {
  it('shows in the console how many merchants reach each step and where they stop', async () => {
    const stamp = Date.now();
    // One US merchant sends every form and is approved.
    const finished = `funnel.us.${stamp}@example.com`;
    const usPage = await merchantWithFinishedForms(browser, portal, finished, validMerchant('US'));
    await openApplication(ops, portal, finished);
    await decide(ops, 'Approve: ready to install');
    await usPage.context().close();

    // One Australian merchant sends the lead form, page by page.
    const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const lead = await context.newPage();
    await lead.goto(portal.appUrl);
    await signInWithEmail(lead, `funnel.au.${stamp}@example.com`);
    await completeLead(lead, AUSTRALIA);
    await waitForAppPath(lead, /^\/onboarding/);
    // Leaving the page hands the queued events to sendBeacon. The context stays open until they
    // are counted: closing it at once can cancel a beacon still in flight, which a merchant's
    // browser, left running, would deliver.
    await lead.goto('about:blank');

    // One more only signs in.
    const other = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const start = await other.newPage();
    await start.goto(portal.appUrl);
    await signInWithEmail(start, `funnel.signed-in.${stamp}@example.com`);
    await waitForAppPath(start, '/lead');
    await other.close();

    // The lead pages reached the intake once each, under a key that is not the e-mail.
    const db = new Database(join(portal.dataDir, 'portal.db'), { readonly: true });
    try {
      await expect
        .poll(
          () =>
            db
              .prepare("select properties from funnel_events where event = 'lead_page_completed'")
              .all().length,
          { timeout: 15_000 },
        )
        .toBe(4);
      const text = JSON.stringify(db.prepare('select * from funnel_events').all());
      expect(text).not.toMatch(/@example\.com|Jane|Doe/);
    } finally {
      db.close();
      await context.close();
    }

    await ops.getByRole('link', { name: 'Funnel' }).click();
    await ops.getByRole('heading', { level: 1, name: 'Funnel' }).waitFor();
    await ops.getByRole('table', { name: 'Merchants per step in this period' }).waitFor();
    expect(await tableRows(ops)).toEqual([
      ['Signed in', '3', '1', '—'],
      ['Lead created', '2', '1', expect.any(String)],
      ['Business details sent', '1', '0', expect.any(String)],
      ['Bank details done', '1', '0', expect.any(String)],
      ['Customer support done', '1', '0', expect.any(String)],
      ['Compliance approved', '1', '1', expect.any(String)],
      ['Account active', '0', '0', '—'],
    ]);
    await ops
      .getByText(
        '3 merchants in this period. Most stopped at "Signed in", "Lead created" and "Compliance approved" (1 each).',
      )
      .waitFor();
    await ops.locator('.recharts-surface').first().waitFor();
    await expectNoAxeViolations(ops, 'console funnel');
    await ops.setViewportSize({ width: 1280, height: 900 });
    await ops.screenshot({ path: screenshotPath('funnel-1280'), fullPage: true });

    // By country: the Australian merchant only (one who only signed in has no country yet).
    await ops.getByLabel('Country').selectOption('AU');
    await ops.getByText('1 merchant in this period. Most stopped at "Lead created" (1).').waitFor();
    expect((await tableRows(ops)).slice(0, 2)).toEqual([
      ['Signed in', '1', '0', '—'],
      ['Lead created', '1', '1', expect.any(String)],
    ]);
    await ops.getByLabel('Country').selectOption('');
    await ops.getByText('Last 7 days', { exact: true }).click();
    expect(await ops.getByRole('radio', { name: 'Last 7 days' }).isChecked()).toBe(true);
    await ops.getByText(/^3 merchants in this period/).waitFor();
    await ops.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(ops, 'console funnel on a phone');
    await ops.screenshot({ path: screenshotPath('funnel-390'), fullPage: true });
  }, 300_000);
});
