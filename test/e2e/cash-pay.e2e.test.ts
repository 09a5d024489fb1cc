/**
 * Cash pay in Chromium: a US merchant on Shopify whom an operator approves and marks eligible in
 * the console, and who accepted the merchant agreement (with its Cash App Pay terms) on the owners
 * step, activates cash pay in one click, sees the profile in review, adds Cash App Pay to the
 * Shopify checkout, customises the profile with a logo URL (a second merchant skips), and sees
 * every cash card and sidebar step reach Done. A merchant
 * whose fee the back office marked invalid sees the INVALID_FEE message and nothing is changed.
 * Everything goes through the real server, console and database; nothing is edited by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { INVALID_FEE_MESSAGE } from '../../domain/api/cash-pay-api';
import { validMerchant } from '../data/valid-merchant';
import { launchChromium } from './support/browser';
import {
  createOpsUser,
  decide,
  merchantWithFinishedForms,
  openApplication,
  opsConsole,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { expectNoAxeViolations } from './support/axe';

let portal: LifecyclePortal;
let browser: Browser;
let ops: Page;
const OPS_EMAIL = 'cash.reviewer@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const LOGO_URL = 'https://cdn.example.com/acme-logo.png';

beforeAll(async () => {
  portal = await startLifecyclePortal({
    FLAG_MERCHANT_PORTAL_RELEASE_CASH_PAY_FEATURE_SET2: 'true',
  });
  browser = await launchChromium();
  await createOpsUser(portal, OPS_EMAIL, OPS_PASSWORD);
  ops = await opsConsole(browser, portal, OPS_EMAIL, OPS_PASSWORD);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const card = (page: Page, name: string) => page.getByRole('region', { name });
const cashStep = (page: Page, step: string) =>
  page.getByRole('list', { name: 'Cash App Pay steps' }).locator(`[data-step="${step}"]`);

/** The console's cash pay settings for the open application. */
async function setCash(
  merchantEmail: string,
  change: {
    eligible?: boolean;
    status?: 'NONE' | 'IN_PROGRESS' | 'READY_TO_INSTALL';
    integrated?: boolean;
    invalidFee?: boolean;
  },
) {
  await openApplication(ops, portal, merchantEmail);
  const tick = async (label: string, value: boolean | undefined) => {
    if (value === undefined) return;
    const box = ops.getByLabel(label);
    if ((await box.isChecked()) !== value) await box.click();
  };
  await tick('Eligible for cash pay', change.eligible);
  if (change.status) {
    await ops.getByLabel('Cash pay onboarding status').selectOption(change.status);
  }
  await tick('Cash pay integration complete', change.integrated);
  await tick('Fee invalid (INVALID_FEE)', change.invalidFee);
  await ops.getByRole('button', { name: 'Save cash pay' }).click();
  await ops.getByText('Cash pay settings saved.').waitFor();
}

/** A US Shopify merchant with finished forms, approved and marked eligible in the console. */
async function eligibleUsMerchant(email: string): Promise<Page> {
  const merchant = validMerchant('US', { salesChannel: 'Online Only' });
  expect(merchant.storeDetails.platform).toBe('Shopify');
  const page = await merchantWithFinishedForms(browser, portal, email, merchant);
  await openApplication(ops, portal, email);
  await decide(ops, 'Approve: ready to install');
  await setCash(email, { eligible: true });
  return page;
}

/**
 * Activates cash pay on /cash. The merchant accepted the US merchant agreement on the owners step,
 * which carries the Cash App Pay terms (decision 0251): Activate activates in one click, with no
 * cash form and no second agreement (doc 1 §2 card 3).
 */
async function activateInOneClick(page: Page) {
  await page.goto(`${portal.appUrl}cash`);
  const activate = card(page, 'Activate Cash App Pay');
  const sent: string[] = [];
  const record = (request: { url(): string }) => sent.push(new URL(request.url()).pathname);
  page.on('request', record);
  await activate.getByRole('button', { name: 'Activate' }).click({ timeout: 30_000 });
  await page.getByText('Store successfully activated!').waitFor();
  page.off('request', record);
  expect(sent.filter((path) => path.endsWith('/activate-cashpay'))).toHaveLength(1);
  expect(sent.filter((path) => path.endsWith('/update-cashpay-info'))).toEqual([]);
  await expect(page.getByRole('region', { name: 'Cash App Pay form' }).count()).resolves.toBe(0);
  await expectNoAxeViolations(page, 'cash page, store activated');
  await page.getByRole('button', { name: 'Continue to next store' }).click();
  await activate.getByText('Done', { exact: true }).waitFor();
}

/** Walks the Shopify checkout step of the status page to Verify. */
async function verifyCheckout(page: Page) {
  await page.goto(`${portal.appUrl}status`);
  const checkout = card(page, 'Add Cash App Pay to your Shopify checkout');
  await checkout.getByRole('button', { name: 'Next' }).click({ timeout: 30_000 });
  await checkout.getByRole('button', { name: 'Next' }).click();
  await checkout.getByRole('button', { name: 'Verify' }).click();
  return checkout;
}

describe('cash pay', () => {
  it('a US Shopify merchant who accepted the merchant agreement activates in one click, is reviewed, integrates and customises: all Done', async () => {
    const email = `cash.${Date.now()}@example.com`;
    const page = await eligibleUsMerchant(email);
    // Offered cash pay, the merchant's status page waits for the cash pay form (decision 0060).
    await page.goto(`${portal.appUrl}status`);
    await page.waitForURL(/\/app\/cash/);
    await activateInOneClick(page);
    await page.goto(`${portal.appUrl}status`);
    await card(page, 'Cash App Pay').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/status');

    // The activation is in the application's history.
    await openApplication(ops, portal, email);
    await ops.getByRole('tab', { name: /history/i }).click();
    await ops.getByText('cash_pay.activated').first().waitFor();

    await setCash(email, { status: 'READY_TO_INSTALL' });
    const checkout = await verifyCheckout(page);
    await checkout
      .getByText('Cash App Pay is set up in your checkout.', { exact: false })
      .waitFor();
    await expect(cashStep(page, 'AddCashPay').getAttribute('data-status')).resolves.toBe('Done');
    await expect(cashStep(page, 'CashPayProfileStatus').getAttribute('data-status')).resolves.toBe(
      'Done',
    );

    await setCash(email, { integrated: true });
    await page.goto(`${portal.appUrl}cash`);
    // Activated in one click, the merchant gave no logo yet: card 5 waits for one (doc 1 §2).
    const customize = card(page, 'Customize Cash Pay Profile');
    const submit = customize.getByRole('button', { name: 'Submit' });
    await submit.waitFor({ timeout: 30_000 });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await expect(card(page, 'Cash Pay Profile Status').count()).resolves.toBe(0);
    await customize.getByLabel('Logo URL').fill(LOGO_URL);
    await submit.click();
    await customize.getByText('Done', { exact: true }).waitFor();
    const profile = card(page, 'Cash Pay Profile Status');
    await profile.getByText('Reviewing', { exact: true }).waitFor({ timeout: 30_000 });
    await profile.getByText('Your Cash App Pay profile is in review.').waitFor();
    await expectNoAxeViolations(page, 'cash page, profile in review');

    await page.goto(`${portal.appUrl}status`);
    for (const step of [
      'AddCashPay',
      'CashPayIntegration',
      'CashPayProfileStatus',
      'CustomizeCashPayProfile',
    ]) {
      await cashStep(page, step).waitFor({ timeout: 30_000 });
      await expect(cashStep(page, step).getAttribute('data-status')).resolves.toBe('Done');
    }
    const done = card(page, 'Add Cash App Pay to your Shopify checkout');
    await done.getByText('Done', { exact: true }).waitFor();
    await done.getByRole('button', { name: 'Show the steps again' }).click();
    await done.getByRole('button', { name: 'Next' }).waitFor();
    await expectNoAxeViolations(page, 'status page, cash pay all done');
    await page
      .getByRole('region', { name: 'Cash App Pay', exact: true })
      .getByText('Done', { exact: true })
      .waitFor();
    await page.context().close();
  }, 300_000);

  it('a merchant who skips the logo URL still completes the profile step', async () => {
    const email = `cash.skip.${Date.now()}@example.com`;
    const page = await eligibleUsMerchant(email);
    await activateInOneClick(page);
    await setCash(email, { status: 'READY_TO_INSTALL', integrated: true });
    await page.goto(`${portal.appUrl}cash`);
    const customize = card(page, 'Customize Cash Pay Profile');
    await customize.getByRole('button', { name: 'Skip for now' }).click({ timeout: 30_000 });
    await customize.getByText('Done', { exact: true }).waitFor();
    await page.goto(`${portal.appUrl}status`);
    await cashStep(page, 'CustomizeCashPayProfile').waitFor({ timeout: 30_000 });
    await expect(
      cashStep(page, 'CustomizeCashPayProfile').getAttribute('data-status'),
    ).resolves.toBe('Done');
    await page.context().close();
  }, 300_000);

  it('INVALID_FEE: the merchant sees the message and the channel is not changed', async () => {
    const email = `cash.fee.${Date.now()}@example.com`;
    const page = await eligibleUsMerchant(email);
    await activateInOneClick(page);
    await setCash(email, { status: 'READY_TO_INSTALL', invalidFee: true });
    const checkout = await verifyCheckout(page);
    await checkout.getByText(INVALID_FEE_MESSAGE, { exact: false }).waitFor();
    await checkout.getByRole('link', { name: /@/ }).waitFor();
    await expectNoAxeViolations(page, 'status page, INVALID_FEE message showing');
    // Still at Verify: nothing went through.
    await checkout.getByRole('button', { name: 'Verify' }).waitFor();
    await openApplication(ops, portal, email);
    await ops.getByText('Channel updated: no', { exact: false }).waitFor();
    await page.context().close();
  }, 300_000);
});
