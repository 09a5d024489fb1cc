/**
 * The merchant agreement in Chromium, through the real server, console and database: an operator
 * publishes a new version of the Australian clothing agreement in the console; a new Australian
 * merchant reaches the owners step, opens the agreement from the checkbox's link in a new tab and
 * reads that version, accepts and submits; the console's application view shows the version
 * accepted. A link without an industry shows the doc 2 §8 message with its toast.
 */
import { expectNoAxeViolations } from './support/axe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AGREEMENT_BAD_LINK_MESSAGE } from '../../domain/agreement/agreement-link';
import { sayIn } from '../../server/i18n/say';

const BAD_LINK = sayIn('en', AGREEMENT_BAD_LINK_MESSAGE);
import { defaultAgreementTitle } from '../../domain/agreement/default-agreements';
import { launchChromium } from './support/browser';
import { waitForAppPath } from './support/business-details';
import {
  completeCompany,
  completeLead,
  completeStore,
  fillOwners,
  JOURNEYS,
} from './support/business-journeys';
import {
  createOpsUser,
  openApplication,
  opsConsole,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { signInWithEmail } from './support/login';

let portal: LifecyclePortal;
let browser: Browser;
let ops: Page;
const OPS_EMAIL = 'agreements@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const AUSTRALIA = JOURNEYS.find((journey) => journey.country === 'Australia')!;
const V2_TITLE = 'Quartet Merchant Agreement: Australian clothing stores';
const V2_TEXT = 'Version two terms for Australian clothing stores.';

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

describe('merchant agreement', () => {
  it('the merchant reads the published version from the owners step, and the console shows it accepted', async () => {
    // The operator publishes version 2 over the shipped default.
    await ops.getByRole('link', { name: 'Merchant agreements' }).click();
    await ops.getByLabel('Country').selectOption('AU');
    await ops.getByLabel('Industry').selectOption('Clothing');
    await ops.getByRole('button', { name: 'Show current version' }).click();
    await ops.getByText('Version 1 is current.').waitFor();
    expect(await ops.getByLabel('Title').inputValue()).toBe(
      defaultAgreementTitle({ country: 'AU', industry: 'Clothing', product: 'provider' }),
    );
    await ops.getByLabel('Title').fill(V2_TITLE);
    await ops.getByLabel(/Agreement text/).fill(V2_TEXT);
    await ops.getByRole('button', { name: 'Publish as version 2' }).click();
    await ops.getByText(/Version 2 published/).waitFor();

    const email = `agreement.au.${Date.now()}@example.com`;
    const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    await page.goto(portal.appUrl);
    await signInWithEmail(page, email);
    await completeLead(page, AUSTRALIA);
    await waitForAppPath(page, /^\/onboarding/);
    await completeCompany(page, AUSTRALIA);
    await completeStore(page, AUSTRALIA);
    await fillOwners(page, AUSTRALIA);

    const link = page.getByRole('link', { name: 'merchant agreement' });
    expect(await link.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.getByRole('heading', { level: 1, name: V2_TITLE }).waitFor();
    expect(await tab.getByText(V2_TEXT).isVisible()).toBe(true);
    expect(await tab.getByText(/^Version 2, published/).isVisible()).toBe(true);
    expect(new URL(tab.url()).searchParams.get('country')).toBe('AU');
    await expectNoAxeViolations(tab, 'merchant agreement page');
    await tab.close();

    // Following the link does not untick the box.
    const box = page.getByLabel('I accept the merchant agreement and privacy policy');
    expect(await box.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Submit business details' }).click();
    await waitForAppPath(page, '/onboarding/bank-info');

    await openApplication(ops, portal, email);
    const accepted = ops.getByRole('list', { name: 'Merchant agreement acceptances' });
    await accepted.waitFor();
    const items = await accepted.getByRole('listitem').allTextContents();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatch(/^Accepted version 2 \(AU, Clothing, provider\) on /);
    await context.close();
  }, 240_000);

  it('a link without an industry shows the doc 2 §8 message and its toast', async () => {
    const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
    const page = await context.newPage();
    await page.goto(`${portal.appUrl}merchant-agreement/fullpage?country=AU&product=provider`);
    await page.getByRole('alert').filter({ hasText: BAD_LINK }).first().waitFor();
    // The page's message and the toast both carry it.
    await expect.poll(() => page.getByText(BAD_LINK).count(), { timeout: 10_000 }).toBe(2);
    await expectNoAxeViolations(page, 'merchant agreement bad link');
    await context.close();
  }, 60_000);
});
