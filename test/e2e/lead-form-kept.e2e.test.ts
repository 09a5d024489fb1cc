/**
 * The lead form in Chromium keeps what was typed through a reload (decision 0110): a new
 * merchant fills the first page and part of the second, reloads, and finds the page and the
 * answers as they were; signing out clears them from the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import {
  chosenOption,
  field,
  fillText,
  nextLeadPage,
  pickOption,
} from './support/business-details';
import { expectNoAxeViolations } from './support/axe';
import { appPath, signInWithEmail } from './support/login';
import { startPortal, type RunningPortal } from './support/portal';

let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startPortal();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

describe('the lead form through a reload', () => {
  it('keeps the page and the answers typed so far, and forgets them on sign-out', async () => {
    const email = `kept.${Date.now()}@example.com`;
    const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    await page.goto(portal.appUrl);
    await signInWithEmail(page, email);
    await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
    await pickOption(page, 'Country of registration', 'Australia');
    await fillText(page, 'Store name', 'Acme Kept');
    await pickOption(page, 'Industry', 'Clothing');
    await nextLeadPage(page, 'How you sell');
    await pickOption(page, 'E-commerce platform', 'Shopify');

    await page.reload();
    await page.getByRole('heading', { name: 'How you sell', exact: true }).waitFor();
    expect(appPath(page)).toBe('/lead');
    expect(await field(page, 'E-commerce platform').inputValue()).toBe('Shopify');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
    expect(await field(page, 'Store name').inputValue()).toBe('Acme Kept');
    expect(await chosenOption(page, 'Country of registration')).toBe('Australia');

    const keys = () => page.evaluate(() => Object.keys(localStorage));
    expect((await keys()).some((k) => k.startsWith('merchantPortal.leadDraft.'))).toBe(true);
    const kept = await page.evaluate(() =>
      Object.entries(localStorage)
        .filter(([k]) => k.startsWith('merchantPortal.leadDraft.'))
        .map(([, v]) => v)
        .join(''),
    );
    expect(kept).not.toContain(email);

    await page.goto(`${portal.appUrl}logout`);
    await page.getByLabel('Email address').waitFor();
    expect((await keys()).some((k) => k.startsWith('merchantPortal.leadDraft.'))).toBe(false);
    await context.close();
  });

  it('a step whose code does not arrive offers Try again, which opens it once the connection is back', async () => {
    const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    // The lead step's code is lost on the way, as on a dropped connection.
    const stepCode = '**/assets/signed-in-core-*.js';
    await page.route(stepCode, (route) => route.abort('internetdisconnected'));
    await page.goto(portal.appUrl);
    await signInWithEmail(page, `offline.${Date.now()}@example.com`);
    await page.getByText('This page could not be loaded').waitFor();
    // The signed-in core never arrived, so the journey could not move the page on yet.
    expect(appPath(page)).toBe('/');
    await expectNoAxeViolations(page, 'lead step not loaded');

    await page.unroute(stepCode);
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
    await context.close();
  });
});
