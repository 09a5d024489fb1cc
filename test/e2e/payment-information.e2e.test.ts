/**
 * Payment information and customer service in Chromium (issue "Payment information and customer
 * service"): after the business details (saved through POST /signup and POST /api/save from the
 * signed-in page, as the business forms send them), a merchant of each of the five countries
 * completes the bank step and the customer support form and lands on the status page; an NZ
 * merchant with Multiple Signatories sees only the paper form path; a wrong confirmation is
 * refused; and the automated link runs end to end against stand-ins of Plaid's API and Link.
 */
import { sayIn } from '../i18n/say-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { validMerchant } from '../data/valid-merchant';
import { ACCOUNT_MISMATCH_MESSAGE } from '../../domain/validators/account-confirmation';
import { launchChromium } from './support/browser';
import { appPath } from './support/login';
import {
  fillCustomerSupport,
  fillManualBank,
  merchantAtBankStep,
  standInForPlaidLink,
  startPlaidPortal,
  type PlaidPortal,
} from './support/payment-journey';
import { expectNoAxeViolations } from './support/axe';

let portal: PlaidPortal;
let browser: Browser;
let n = 0;
const emailOf = (label: string) => `pay.${label}.${Date.now()}.${++n}@example.com`;

beforeAll(async () => {
  portal = await startPlaidPortal();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

async function openBankStep(page: Page) {
  await page.goto(`${portal.appUrl}onboarding/bank-info`);
  await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
}

/** The merchant's saved data, as the page's own restore call reads it. */
function restore(page: Page) {
  return page.evaluate(async () => (await fetch('/api/restore')).json());
}

describe('payment information and customer service, by country', () => {
  it.each([
    ['US', true],
    ['CA', false],
    ['AU', true],
    ['NZ', true],
    ['UK', true],
  ] as const)(
    '%s completes the bank step (secondary step shown: %s) and customer service, then lands on the status page',
    async (country, secondaryShown) => {
      const merchant = validMerchant(country);
      const page = await merchantAtBankStep(browser, portal, emailOf(country), merchant);
      await openBankStep(page);
      await expectNoAxeViolations(page, `${country}: Payment Information`);
      // US and Canadian corporations are offered the automated link; the manual form is its modal.
      if (country === 'US' || country === 'CA') {
        await page.getByRole('button', { name: 'Enter bank details manually' }).click();
        await page.getByRole('dialog', { name: 'Enter your bank details' }).waitFor();
        await expectNoAxeViolations(page, `${country}: bank details modal open`);
      }
      await fillManualBank(page, country, merchant);
      await page
        .getByRole('button', { name: secondaryShown ? 'Save and continue' : 'Submit' })
        .click();
      if (secondaryShown) {
        await page.getByRole('button', { name: 'Skip this step' }).waitFor();
        await expectNoAxeViolations(page, `${country}: secondary bank step`);
        // Saved numbers come back masked: only the last digits show.
        const last4 = merchant.primaryBank.account.slice(-4);
        await page.getByText(new RegExp(`Account number •+${last4}`)).waitFor();
        expect(await page.getByText(merchant.primaryBank.account, { exact: true }).count()).toBe(0);
        await page.getByRole('button', { name: 'Skip this step' }).click();
      }
      await page.waitForURL(/\/app\/onboarding\/customer-support/);
      await page.getByRole('heading', { name: 'Customer Service' }).waitFor();
      await expectNoAxeViolations(page, `${country}: Customer Service`);
      await fillCustomerSupport(page, merchant);
      await page.waitForURL(/\/app\/status/);
      expect(appPath(page)).toBe('/status');
      const saved = await restore(page);
      expect(saved.formCompletedState).toMatchObject({ bankForm: true, customerServiceForm: true });
      expect(saved.primaryBank.verificationSource).toBe('MANUAL');
      // Each completed step left a history entry: Back reopens customer service, then the bank.
      await page.goBack();
      await page.getByRole('heading', { name: 'Customer Service' }).waitFor();
      expect(appPath(page)).toBe('/onboarding/customer-support');
      await page.goBack();
      await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
      expect(appPath(page)).toBe('/onboarding/bank-info');
      await page.context().close();
    },
  );
});

describe('the bank form refuses what it must', () => {
  it('an NZ merchant with Multiple Signatories sees only the paper form path', async () => {
    const merchant = validMerchant('NZ', { salesChannel: 'Online Only' });
    const page = await merchantAtBankStep(browser, portal, emailOf('nz-multi'), merchant);
    await openBankStep(page);
    await page.getByRole('radio', { name: 'Multiple Signatories' }).check();
    const download = page.getByRole('link', { name: 'Download the direct debit authority form' });
    await download.waitFor();
    await page
      .getByText('We will confirm your direct debit authority within 5 business days.')
      .waitFor();
    await page.getByText(/Call our direct debit line on/).waitFor();
    for (const label of [
      'Bank name',
      'Branch',
      'Account name',
      'Account number',
      'Signatory name',
    ]) {
      expect(await field(page, label).count(), label).toBe(0);
    }
    expect(await page.getByRole('checkbox').count()).toBe(0);
    // The upload: a dropzone whose button opens the picker, its types stated before.
    await page
      .getByRole('button', { name: 'Choose a file for Signed direct debit authority form' })
      .waitFor();
    expect(await field(page, 'Signed direct debit authority form').count()).toBe(1);
    const href = await download.getAttribute('href');
    expect(href).toBe('/app/forms/nz-direct-debit-authority.html');
    const form = await page.evaluate(async (url) => {
      const response = await fetch(url!);
      return { status: response.status, text: await response.text() };
    }, href);
    expect(form.status).toBe(200);
    expect(form.text).toContain('Authority to accept direct debits');
    await page.context().close();
  });

  it("a wrong confirmation shows 'Confirm that the two account numbers match'", async () => {
    const merchant = validMerchant('AU', { salesChannel: 'Online Only' });
    const page = await merchantAtBankStep(browser, portal, emailOf('mismatch'), merchant);
    await openBankStep(page);
    await fillManualBank(page, 'AU', merchant);
    await field(page, 'Confirm account number').fill('87654321');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText(sayIn('en', ACCOUNT_MISMATCH_MESSAGE)).waitFor();
    expect(appPath(page)).toBe('/onboarding/bank-info');
    expect((await restore(page)).formCompletedState.bankForm).toBe(false);
    await page.context().close();
  });
});

describe('the automated bank link', () => {
  it('links a US account through Plaid, from link token to the completed bank form', async () => {
    const merchant = validMerchant('US');
    const page = await merchantAtBankStep(browser, portal, emailOf('plaid'), merchant);
    const served = await standInForPlaidLink(page);
    const seen = portal.plaid.requests.length;
    await openBankStep(page);
    await page.getByRole('button', { name: 'Connect bank account' }).click();
    // The link saved: the secondary step opens and the primary shows the linked account.
    await page.getByText('Linked through Plaid: First Platypus Bank').waitFor();
    expect(served).toHaveLength(1);
    expect(portal.plaid.requests.slice(seen).map((r) => r.path)).toEqual([
      '/link/token/create',
      '/item/public_token/exchange',
      '/auth/get',
    ]);
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await page.waitForURL(/\/app\/onboarding\/customer-support/);
    const saved = await restore(page);
    expect(saved.formCompletedState.bankForm).toBe(true);
    expect(saved.primaryBank).toMatchObject({
      verificationSource: 'PLAID',
      bankName: 'First Platypus Bank',
      routing: '•••••1533',
      account: '••••••••••••0000',
    });
    await page.context().close();
  });
});
