/**
 * The user states the server decides, through the real screens in Chromium: leads on Square (each
 * channel), Squarespace land on their platform pages with the store login of the configured app;
 * an operator stops a merchant on /agency from the console and the back office's signed webhook
 * stops another on /invalid-country; maintenance switched on in the console sends a merchant who
 * is mid-way through the business details to /maintenance, and switched off brings them back
 * with what they typed still there and what they saved still saved (docs/decisions/0070, 0071).
 */
import { expectNoAxeViolations } from './support/axe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deliverWebhook, prospectRefOf } from './support/back-office-webhook';
import { launchChromium } from './support/browser';
import { answer, field, openSection, pickOption, waitForAppPath } from './support/business-details';
import { completeCompany, completeLead, JOURNEYS } from './support/business-journeys';
import {
  createOpsUser,
  openApplication,
  opsConsole,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { signInWithEmail } from './support/login';
import { completePlatformLead, type PlatformLead } from './support/platform-leads';

const OPS_EMAIL = 'operator@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const WEBHOOK_SECRET = 'whsec_e2e_0123456789abcdefghijklmnopqrstuvwxyz';
const APP_IDS = {
  SQUARE_APP_ID_PROVIDER: 'sq-provider-app',
  SQUARE_APP_ID_UK: 'sq-uk-app',
  SQUARE_APP_ID_CASHAPP: 'sq-cash-app',
  SQUARESPACE_APP_ID_PROVIDER: 'ss-provider-app',
  SQUARESPACE_APP_ID_UK: 'ss-uk-app',
  SQUARESPACE_APP_ID_CASHAPP: 'ss-cash-app',
};

let portal: LifecyclePortal;
let browser: Browser;
let opsPage: Page | undefined;

beforeAll(async () => {
  portal = await startLifecyclePortal({
    ...APP_IDS,
    WEBHOOK_SECRET,
    // One server here; a short cache as several servers would use.
    MAINTENANCE_CACHE_MS: '500',
  });
  browser = await launchChromium();
  await createOpsUser(portal, OPS_EMAIL, OPS_PASSWORD);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function operator(): Promise<Page> {
  opsPage ??= await opsConsole(browser, portal, OPS_EMAIL, OPS_PASSWORD);
  return opsPage;
}

/** A new visitor in a time zone of `timezoneId`, signed in with a fresh e-mail, on the lead. */
async function newLead(prefix: string, timezoneId: string) {
  const email = `${prefix}.${Date.now()}@example.com`;
  const context = await browser.newContext({ locale: 'en-US', timezoneId });
  const page = await context.newPage();
  await page.goto(portal.appUrl);
  await signInWithEmail(page, email);
  await waitForAppPath(page, '/lead');
  return { page, email };
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 20_000 });

async function sendWebhook(type: string, data: Record<string, unknown>) {
  const answer = await deliverWebhook(portal.url, WEBHOOK_SECRET, type, data);
  expect(answer.status, answer.text).toBe(200);
}

describe('platform leads land on their platform page', () => {
  it('a lead choosing Squarespace lands on /squarespace with the store login of the brand’s app', async () => {
    const { page } = await newLead('squarespace', 'America/New_York');
    await completePlatformLead(page, {
      country: 'United States',
      channel: 'Online Only',
      platform: 'Squarespace',
    });
    await waitForAppPath(page, '/squarespace');
    await heading(page, 'Continue with Squarespace');
    await expectNoAxeViolations(page, '/squarespace');
    // A US visitor sees the cash-app brand (doc 1 §1), so its app id is the one used.
    const login = page.getByRole('link', { name: 'Log in to Squarespace' });
    expect(await login.getAttribute('href')).toContain(
      encodeURIComponent('/extensions/ss-cash-app'),
    );
    await page.getByRole('button', { name: 'Use a different email' }).click();
    await page.getByLabel('Email address').waitFor();
    await page.context().close();
  }, 120_000);

  it.each<[string, PlatformLead]>([
    [
      'online only on Square',
      { country: 'United States', channel: 'Online Only', platform: 'Square' },
    ],
    [
      'in store only with Square',
      { country: 'United States', channel: 'In-store Only', acquirer: 'Square' },
    ],
    [
      'online and in store, both on Square',
      {
        country: 'United States',
        channel: 'Online and In-store',
        platform: 'Square',
        acquirer: 'Square',
      },
    ],
    [
      'online on Square and in store elsewhere (UK)',
      {
        country: 'United Kingdom',
        channel: 'Online and In-store',
        platform: 'Square',
        acquirer: 'Worldpay',
      },
    ],
  ])(
    'a lead %s lands on /square',
    async (_name, lead) => {
      const uk = lead.country === 'United Kingdom';
      const { page } = await newLead('square', uk ? 'Europe/London' : 'America/Chicago');
      await completePlatformLead(page, lead);
      await waitForAppPath(page, '/square');
      await heading(page, 'Continue with Square');
      await expectNoAxeViolations(page, '/square');
      const login = page.getByRole('link', { name: 'Log in to Square' });
      expect(await login.getAttribute('href')).toContain(uk ? 'sq-uk-app' : 'sq-cash-app');
      await page.context().close();
    },
    120_000,
  );
});

describe('the back office stops a merchant on a block page', () => {
  it('an agency-onboarded e-mail, stopped in the console, lands on /agency', async () => {
    const { page, email } = await newLead('agency', 'Australia/Sydney');
    await completeLead(page, JOURNEYS[1]!);
    await waitForAppPath(page, /^\/onboarding/);

    const ops = await operator();
    await openApplication(ops, portal, email);
    await ops.getByLabel('Stop the merchant on').selectOption('AGENCY');
    await ops.getByRole('button', { name: 'Save journey stop' }).click();
    await ops.getByText(/Journey stopped: Onboarded through an agency/).waitFor();

    await page.reload();
    await waitForAppPath(page, '/agency');
    await page.getByText(/log in to your original payment provider/).waitFor();
    await expectNoAxeViolations(page, '/agency');
    await page.context().close();
  }, 120_000);

  it('a merchant outside the five countries, marked by the signed webhook, lands on /invalid-country', async () => {
    const { page } = await newLead('country', 'Australia/Sydney');
    await completeLead(page, JOURNEYS[1]!);
    await waitForAppPath(page, /^\/onboarding/);
    await sendWebhook('account_mark.changed', {
      mlsProspectRef: await prospectRefOf(page),
      accountMark: 'INVALID_COUNTRY',
    });
    await page.reload();
    await waitForAppPath(page, '/invalid-country');
    await heading(page, 'Country is invalid.');
    await page.getByText(/contact your sales representative/).waitFor();
    await expectNoAxeViolations(page, '/invalid-country');
    await page.context().close();
  }, 120_000);
});

describe('maintenance', () => {
  it('sends a merchant mid-way through the business details to /maintenance and back, nothing lost', async () => {
    const journey = JOURNEYS[1]!;
    const { page } = await newLead('maintenance', 'Australia/Sydney');
    await completeLead(page, journey);
    await waitForAppPath(page, /^\/onboarding/);
    await completeCompany(page, journey);
    // Store details typed but not yet saved.
    await answer(page, 'Do you ship your own orders?', 'Yes');
    await pickOption(page, 'Average time to ship', 'Less than one week');

    const ops = await operator();
    await ops.getByRole('button', { name: 'Start maintenance' }).click();
    await ops.getByText('Maintenance on').waitFor();

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await waitForAppPath(page, '/maintenance');
    await heading(page, 'We will be back soon');
    await expectNoAxeViolations(page, '/maintenance');
    // Nothing gets through meanwhile, even a reload.
    await page.reload();
    await waitForAppPath(page, '/maintenance');

    await ops.getByRole('button', { name: 'End maintenance' }).click();
    await ops.getByText('Portal open').waitFor();
    // The page asks again by itself every few seconds and moves the merchant back to the
    // business details, opened on the section they were filling in.
    await waitForAppPath(page, /^\/onboarding/);
    await page.getByRole('form', { name: 'Store Details' }).waitFor();
    expect(await field(page, 'Average time to ship').inputValue()).toBe('Less than one week');
    await openSection(page, 'Company Information');
    expect(await field(page, 'Legal business name').inputValue()).toBe(
      `Acme ${journey.country} Limited`,
    );
    // And the save goes through now.
    await openSection(page, 'Store Details');
    if (journey.crossBorder) {
      await pickOption(page, 'Interested in selling to shoppers abroad?', 'Not at this time');
    }
    await answer(page, 'Do you take pre-orders?', 'No');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('form', { name: 'Beneficial Owners' }).waitFor();
    await page.context().close();
  }, 180_000);
});
