/**
 * Generated paths on the real screens: paths generated with xstate/graph from the UI model of the
 * merchant journey (sign-in, lead pages, business details sections, bank, customer service,
 * status) are replayed in Chromium against the real server. The full path runs once per country;
 * the branches (a server field error, an expired session, maintenance switched on and off by the
 * back office's signed webhook) run for a US merchant. Each step
 * checks the screen of the state it reaches; the coverage of the UI model goes into the path
 * report (`npm run test:paths`).
 */
import { MERCHANT_API } from '../../domain/api/merchant-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { EventObject } from 'xstate';
import type { CountryCode } from '../../domain/countries/country-code';
import { validMerchant } from '../data/valid-merchant';
import { generatePaths, machineInventory } from '../../machines/testing/path-coverage';
import { writeCoverageRecord } from '../paths/coverage-record';
import { launchChromium } from './support/browser';
import { deliverWebhook } from './support/back-office-webhook';
import { answer, field, openSection, pickOption, waitForAppPath } from './support/business-details';
import {
  completeCompany,
  completeLead,
  completeOwners,
  completeStore,
  fillOwners,
  JOURNEYS,
  type CountryJourney,
} from './support/business-journeys';
import { signInWithEmail } from './support/login';
import {
  JOURNEY_EVENTS,
  merchantJourneyModel,
  SCREEN_OF_STATE,
} from './support/merchant-journey-model';
import {
  fillCustomerSupport,
  fillManualBank,
  startPlaidPortal,
  type PlaidPortal,
} from './support/payment-journey';

let portal: PlaidPortal;
let browser: Browser;
let n = 0;
const started = performance.now();

const CODE_OF: Record<string, CountryCode> = {
  'United States': 'US',
  Australia: 'AU',
  'New Zealand': 'NZ',
  'United Kingdom': 'UK',
  Canada: 'CA',
};

const paths = generatePaths({ machine: merchantJourneyModel, events: JOURNEY_EVENTS });
const fullPath = paths.find((p) => p.states.at(-1)?.value === 'status')!;
const branches = paths.filter((p) => p !== fullPath);

const visited = new Set<string>();
const taken = new Set<string>();
const replayed: string[][] = [];

const WEBHOOK_SECRET = 'whsec_journeys_0123456789abcdefghijklmnopqrstuvwxyz';

/** The back office switches maintenance through its signed webhook, as operators would. */
async function switchMaintenance(on: boolean) {
  const answer = await deliverWebhook(portal.url, WEBHOOK_SECRET, 'maintenance.changed', { on });
  expect(answer.status, answer.text).toBe(200);
}

beforeAll(async () => {
  portal = await startPlaidPortal({ WEBHOOK_SECRET });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

/** What the merchant does in the browser for each event of the model. */
async function act(page: Page, event: string, j: CountryJourney, email: string) {
  const code = CODE_OF[j.country]!;
  const merchant = validMerchant(code);
  switch (event) {
    case 'sign in':
      return signInWithEmail(page, email);
    case 'submit the lead':
      return completeLead(page, j);
    case 'save company information':
      return completeCompany(page, j);
    case 'save store details':
      return completeStore(page, j);
    case 'save while maintenance is switched on': {
      await page.getByRole('form', { name: 'Store Details' }).waitFor();
      await answer(page, 'Do you ship your own orders?', 'Yes');
      await pickOption(page, 'Average time to ship', 'Less than one week');
      await switchMaintenance(true);
      await page.getByRole('button', { name: 'Save and continue' }).click();
      return page.getByRole('heading', { name: 'We will be back soon' }).waitFor();
    }
    case 'maintenance is switched off': {
      await switchMaintenance(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('form', { name: 'Store Details' }).waitFor();
      // What was typed before maintenance is still there; what was saved is still saved.
      expect(await field(page, 'Average time to ship').inputValue()).toBe('Less than one week');
      await openSection(page, 'Company Information');
      expect(await field(page, 'Legal business name').inputValue()).toBe(
        `Acme ${j.country} Limited`,
      );
      return openSection(page, 'Store Details');
    }
    case 'submit business details':
      return completeOwners(page, j);
    case 'submit, server refuses a company field': {
      await fillOwners(page, j);
      // The save reaches the real server with a company field it refuses (an empty legal name),
      // as when the business details on file no longer pass the server's checks.
      await page.route('**/api/save', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}');
        body.saveData.data.companyInformation.legalBusinessName = '';
        await route.continue({ postData: JSON.stringify(body) });
      });
      const answer = page.waitForResponse('**/api/save');
      await page.getByRole('button', { name: 'Submit business details' }).click();
      const body = await (await answer).json();
      expect(body.validation_errors?.companyInformation).toHaveProperty('legalBusinessName');
      await page.getByRole('form', { name: 'Company Information' }).waitFor();
      await waitForAppPath(page, '/onboarding/company-information');
      return page.unroute('**/api/save');
    }
    case 'save the bank': {
      await page.getByRole('heading', { name: 'Payment Information' }).waitFor();
      const manual = page.getByRole('button', { name: 'Enter bank details manually' });
      if (await manual.isVisible()) {
        await manual.click();
        await page.getByRole('dialog', { name: 'Enter your bank details' }).waitFor();
      }
      const bank = { ...merchant.primaryBank, bankAccountName: `Acme ${j.country} Limited` };
      await fillManualBank(page, code, { ...merchant, primaryBank: bank });
      await page.getByRole('button', { name: /^(Save and continue|Submit)$/ }).click();
      const skip = page.getByRole('button', { name: 'Skip this step' });
      await Promise.race([skip.waitFor(), page.waitForURL(/\/app\/onboarding\/customer-support/)]);
      if (await skip.isVisible()) await skip.click();
      return;
    }
    case 'submit customer support':
      await page.getByRole('heading', { name: 'Customer Service' }).waitFor();
      return fillCustomerSupport(page, merchant);
    case 'submit after the session expired': {
      await page.getByRole('heading', { name: 'Customer Service' }).waitFor();
      await page.context().clearCookies();
      // The form's own call: the page's analytics batches go out meanwhile and are answered 202.
      const refused = page.waitForResponse((r) =>
        r.url().includes(MERCHANT_API.updateCustomerServiceInfo),
      );
      await fillCustomerSupport(page, merchant);
      expect((await refused).status()).toBe(401);
      return;
    }
    default:
      throw new Error(`no browser step for ${event}`);
  }
}

async function checkScreen(page: Page, state: string) {
  await waitForAppPath(page, SCREEN_OF_STATE[state]!);
  if (state === 'signIn' || state === 'signedOut') await page.getByLabel('Email address').waitFor();
  visited.add(`merchantJourney.${state}`);
}

async function replayInBrowser(path: (typeof paths)[number], j: CountryJourney) {
  const email = `ui.${CODE_OF[j.country]!.toLowerCase()}.${Date.now()}.${++n}@example.com`;
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  visited.add('merchantJourney');
  await page.goto(portal.appUrl);
  let state = String(merchantJourneyModel.getInitialSnapshot({} as never).value);
  await checkScreen(page, state);
  for (const [i, event] of path.events.entries()) {
    await act(page, (event as EventObject).type, j, email);
    const next = String(path.states[i]!.value);
    await checkScreen(page, next);
    taken.add(`merchantJourney.${state} on ${event.type} #0`);
    state = next;
  }
  replayed.push(path.events.map((e, i) => (i === 0 ? `${e.type} (${j.country})` : e.type)));
  await context.close();
}

describe('generated paths of the merchant journey on the real screens', () => {
  it('the model gives one full path to the status page and the error branches', () => {
    expect(fullPath.events.map((e) => e.type)).toEqual([
      'sign in',
      'submit the lead',
      'save company information',
      'save store details',
      'submit business details',
      'save the bank',
      'submit customer support',
    ]);
    expect(branches.map((p) => p.events.at(-1)?.type).sort()).toEqual([
      'maintenance is switched off',
      'submit after the session expired',
      'submit, server refuses a company field',
    ]);
  });

  it.each(JOURNEYS.map((j) => [j.country, j] as const))(
    '%s: the full path, from sign-in to the status page',
    async (_country, j) => replayInBrowser(fullPath, j),
    300_000,
  );

  it.each(branches.map((p) => [p.events.at(-1)!.type, p] as const))(
    'United States: %s',
    async (_name, path) => replayInBrowser(path, JOURNEYS[0]!),
    300_000,
  );

  it('the replays cover every state and transition of the UI model', () => {
    const inventory = machineInventory(merchantJourneyModel);
    const uncovered = (all: string[], seen: Set<string>) => all.filter((x) => !seen.has(x));
    writeCoverageRecord({
      name: 'merchant journey (browser)',
      kind: 'ui',
      states: {
        total: inventory.states.length,
        covered: inventory.states.length - uncovered(inventory.states, visited).length,
        uncovered: uncovered(inventory.states, visited),
      },
      transitions: {
        total: inventory.transitions.length,
        covered: inventory.transitions.length - uncovered(inventory.transitions, taken).length,
        uncovered: uncovered(inventory.transitions, taken),
      },
      paths: replayed,
      timeMs: Math.round(performance.now() - started),
      oracles: [],
      mismatches: 0,
    });
    expect(uncovered(inventory.states, visited)).toEqual([]);
    expect(uncovered(inventory.transitions, taken)).toEqual([]);
  });
});
