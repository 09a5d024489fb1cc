/**
 * The portal on a 390 × 844 phone in Chromium (WCAG 1.4.10, 2.4.11): on every screen visited, no
 * fixed or sticky box (the FAQ '?' button, toasts, a dialog's frame) covers an input, a button or
 * a link, whether the page is scrolled to the top, the middle or the footer, and with a dialog
 * open. Each screen is checked with axe as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { validMerchant } from '../data/valid-merchant';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { field, waitForAppPath } from './support/business-details';
import { completeLead, JOURNEYS } from './support/business-journeys';
import {
  merchantWithFinishedForms,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { signInWithEmail } from './support/login';
import { coveredControls, expectNothingCovered } from './support/overlap';

const PHONE = { width: 390, height: 844 };

let portal: LifecyclePortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startLifecyclePortal();
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
  });
  return context.newPage();
}

async function checkScreen(page: Page, label: string): Promise<void> {
  await expectNothingCovered(page, label);
  await expectNoAxeViolations(page, `phone: ${label}`);
}

/** Opens the FAQ dialog with its '?' button, checks the page with it open, and closes it. */
async function checkFaqDialog(page: Page, label: string): Promise<void> {
  const faq = page.getByRole('button', { name: 'Frequently asked questions' });
  await faq.scrollIntoViewIfNeeded();
  await faq.click();
  const dialog = page.getByRole('dialog', { name: 'Frequently asked questions' });
  await dialog.waitFor();
  await checkScreen(page, `${label} with the FAQ dialog open`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

describe('on a 390 px phone', () => {
  it('nothing covers a control from the login page to the business details, dialogs open', async () => {
    const journey = JOURNEYS.find((j) => j.country === 'Australia')!;
    const page = await phonePage();
    await page.goto(portal.appUrl);
    await field(page, 'Email address').waitFor();
    await checkScreen(page, 'login');
    // The check itself sees a box fixed over a control (the old floating '?' on a phone).
    await page.evaluate(() => {
      const box = document.createElement('div');
      box.id = 'covering-box';
      box.style.cssText = 'position:fixed;right:8px;bottom:8px;width:400px;height:900px;z-index:5';
      document.body.appendChild(box);
    });
    await expect(coveredControls(page)).resolves.not.toEqual([]);
    await page.evaluate(() => document.getElementById('covering-box')?.remove());

    await signInWithEmail(page, `phone.${Date.now()}@example.com`);
    await page.getByRole('heading', { name: 'About your business', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect
      .poll(() => field(page, 'Country of registration').getAttribute('aria-invalid'))
      .toBe('true');
    await checkScreen(page, 'lead with errors showing');

    await completeLead(page, journey);
    await waitForAppPath(page, /^\/onboarding/);
    await page.getByRole('form', { name: 'Company Information' }).waitFor();
    await checkScreen(page, 'Company Information');
    await checkFaqDialog(page, 'Company Information');

    // The '?' button sits in the flow on a phone: never over the footer's links.
    const faqBox = await page
      .getByRole('button', { name: 'Frequently asked questions' })
      .evaluate((el) => getComputedStyle(el.parentElement!).position);
    expect(faqBox).not.toBe('fixed');
    await page.context().close();
  }, 180_000);

  it('nothing covers a control on the status page, with Contact Us open', async () => {
    const merchant = validMerchant('AU', { locations: 1, salesChannel: 'In-store Only' });
    merchant.lead.totalAnnualSales = '$0-$100K';
    merchant.storeDetails.totalAnnualSales = '$0-$100K';
    const page = await merchantWithFinishedForms(
      browser,
      portal,
      `phone.status.${Date.now()}@example.com`,
      merchant,
    );
    await page.setViewportSize(PHONE);
    await page
      .getByRole('heading', { level: 1, name: 'Your application is in review' })
      .waitFor({ timeout: 20_000 });
    await checkScreen(page, 'status: in review');
    await checkFaqDialog(page, 'status');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact us' }).click();
    const contact = page.getByRole('dialog', { name: 'Merchant Support' });
    await contact.getByLabel('Name').waitFor();
    await checkScreen(page, 'status with Contact Us open');
    // While another dialog is open the '?' button is gone: no second dialog over the first.
    await expect(
      page.getByRole('button', { name: 'Frequently asked questions' }).isVisible(),
    ).resolves.toBe(false);
    await page.keyboard.press('Escape');
    await contact.waitFor({ state: 'hidden' });
    await page.context().close();
  }, 180_000);
});
