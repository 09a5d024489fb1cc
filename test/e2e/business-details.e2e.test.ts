/**
 * Lead form and business details journeys in Chromium (issue "Lead form and business details"):
 * for each of the five countries a new merchant completes the lead and the three business
 * sections, signs out, signs back in through the e-mailed link and finds every answer restored
 * (sensitive ones masked); a sole proprietorship cannot add a second owner; wrong values show the
 * seed messages under their fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import {
  answer,
  field,
  fillText,
  pickOption,
  openSection,
  waitForAppPath,
} from './support/business-details';
import {
  completeCompany,
  completeInStoreLead,
  completeLead,
  completeOwners,
  completeStore,
  expectRestored,
  fillLocation,
  JOURNEYS,
  signBackIn,
} from './support/business-journeys';
import { appPath, signInWithEmail } from './support/login';
import { startPortal, type RunningPortal } from './support/portal';
import { expectNoAxeViolations } from './support/axe';

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

async function newPage(timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId });
  return context.newPage();
}

describe('a new merchant completes the lead and the business details', () => {
  it.each(JOURNEYS.map((j) => [j.country, j] as const))(
    '%s: lead, company, store and owners, then every answer restored after signing back in',
    async (_country, journey) => {
      const email = `bd.${journey.country.replace(/\W/g, '').toLowerCase()}.${Date.now()}@example.com`;
      const page = await newPage('America/New_York');
      await page.goto(portal.appUrl);
      await signInWithEmail(page, email);
      await completeLead(page, journey);
      await waitForAppPath(page, /^\/onboarding/);
      await completeCompany(page, journey);
      await completeStore(page, journey);
      await completeOwners(page, journey);

      const returning = await signBackIn(portal, page, email);
      await expectRestored(portal, returning, journey);
      await page.context().close();
    },
    240_000,
  );
});

describe('business details rules in the browser', () => {
  it('an in-store merchant lists store locations; a removed one renumbers the rest and they come back after signing in again', async () => {
    const email = `bd.instore.${Date.now()}@example.com`;
    const page = await newPage('Australia/Sydney');
    await page.goto(portal.appUrl);
    await signInWithEmail(page, email);
    await completeInStoreLead(page);
    await waitForAppPath(page, /^\/onboarding/);
    await completeCompany(page, JOURNEYS[1]!);

    // The lead's answers are copied into the store details.
    expect(await field(page, 'Where do you sell?').inputValue()).toBe('Online and In-store');
    expect(await field(page, 'Number of stores').inputValue()).toBe('2');
    await answer(page, 'Do you ship your own orders?', 'Yes');
    await pickOption(page, 'Average time to ship', 'Less than one week');
    await pickOption(page, 'Interested in selling to shoppers abroad?', 'Not at this time');
    // One location slot: its fields show inline, without a list.
    await fillLocation(page, 'Acme George Street', '1 George Street');
    await page.getByRole('button', { name: 'Add location' }).click();
    const modal = page.getByRole('dialog', { name: 'Add location' });
    await modal.waitFor();
    await expectNoAxeViolations(page, 'Add location modal open');
    await fillLocation(modal, 'Acme Pitt Street', '2 Pitt Street');
    await modal.getByRole('button', { name: 'Save location' }).click();
    const list = page.getByRole('list', { name: 'locations' });
    await list.getByText('Location 2: Acme Pitt Street').waitFor();
    await page.getByRole('button', { name: 'Remove location 1' }).click();
    await list.waitFor({ state: 'detached' });
    expect(await field(page, 'Location name').inputValue()).toBe('Acme Pitt Street');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('form', { name: 'Beneficial Owners' }).waitFor();
    await completeOwners(page, JOURNEYS[1]!);

    const returning = await signBackIn(portal, page, email);
    await returning.goto(`${portal.appUrl}onboarding/store-details`);
    await returning.getByRole('form', { name: 'Store Details' }).waitFor();
    expect(await field(returning, 'Location name').inputValue()).toBe('Acme Pitt Street');
    expect(await field(returning, 'Store street address').inputValue()).toBe('2 Pitt Street');
    await page.context().close();
  }, 240_000);

  it('a sole proprietorship lists one owner and is never offered a second', async () => {
    const email = `bd.sole.${Date.now()}@example.com`;
    const page = await newPage('America/Chicago');
    await page.goto(portal.appUrl);
    await signInWithEmail(page, email);
    await completeLead(page, JOURNEYS[0]!);
    await waitForAppPath(page, /^\/onboarding/);
    await openSection(page, 'Company Information');
    await pickOption(page, 'Business type', 'Sole Proprietorship');
    // doc 2 §4: no legal name or EIN for a sole proprietorship.
    await expect(field(page, 'Legal business name').count()).resolves.toBe(0);
    await fillText(page, 'Business street address', '1 Market Street');
    await fillText(page, 'Business city', 'Springfield');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('form', { name: 'Store Details' }).waitFor();
    await completeStore(page, JOURNEYS[0]!);
    await expect(page.getByRole('button', { name: 'Add owner' }).count()).resolves.toBe(0);
    expect(appPath(page)).toBe('/onboarding/beneficial-owners');

    // The portal refuses a second owner sent anyway, saying why.
    const refused = await page.evaluate(async () => {
      const owner = { firstName: 'John', lastName: 'Roe' };
      const response = await fetch('/api/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ saveData: { data: { owners: [owner, owner] } } }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        validation_errors: {
          owners: {
            owners: {
              error:
                'Only one owner can be listed for this country and business type. Please remove the other owners.',
            },
          },
        },
      },
    });
    await page.context().close();
  }, 180_000);
});
