/**
 * The street search and the currencies in Chromium: an Australian merchant types the business
 * street, the places found show under it (axe finds nothing with the list open), ArrowDown and
 * Enter pick one and fill street, city, state and postcode; a click picks another. In the store
 * details, selling abroad asks which currencies the store accepts, checked in a group, and they
 * come back checked when the section is opened again. The places service is stood in for on
 * loopback (support/places-stand-in.ts); the portal, its calls and the database are the real ones.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localLabel } from '../../machines/forms/field-labels';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import {
  answer,
  chosenOption,
  field,
  fillText,
  openSection,
  pickOption,
  waitForAppPath,
} from './support/business-details';
import { completeLead, JOURNEYS } from './support/business-journeys';
import { signInWithEmail } from './support/login';
import { PLACES_KEY, startPlacesStandIn, type PlacesStandIn } from './support/places-stand-in';
import { startPortal, type RunningPortal } from './support/portal';

let places: PlacesStandIn;
let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  places = await startPlacesStandIn();
  portal = await startPortal({ env: { PLACES_API_KEY: PLACES_KEY, PLACES_API_URL: places.url } });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
  await places?.close();
});

const australia = JOURNEYS.find((journey) => journey.code === 'AU');
const STATE = localLabel('Business state or province', 'AU');
const POSTCODE = localLabel('Business postal code', 'AU');

it('picks a searched street by keyboard and by pointer, and checks the currencies accepted', async () => {
  if (!australia) throw new Error('no Australian journey');
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await page.goto(portal.appUrl);
  await signInWithEmail(page, `places.au.${Date.now()}@example.com`);
  await completeLead(page, australia);
  await waitForAppPath(page, /^\/onboarding/);
  await openSection(page, 'Company Information');

  const street = page.getByRole('combobox', { name: /^Business street address/ });
  // Closed, the list takes no room and draws nothing under the field.
  const closedList = page.getByRole('listbox', {
    name: /^Business street address/,
    includeHidden: true,
  });
  expect(await closedList.isVisible()).toBe(false);
  await street.pressSequentially('1 Market');
  const listbox = page.getByRole('listbox', { name: /^Business street address/ });
  await listbox.getByRole('option').first().waitFor();
  expect(await street.getAttribute('aria-expanded')).toBe('true');
  expect(await listbox.getByRole('option').allInnerTexts()).toEqual([
    '1 Market Street, Sydney NSW, Australia',
    '1 Market Lane, Melbourne VIC, Australia',
  ]);
  await expectNoAxeViolations(page, 'Company Information with address suggestions open');

  await street.press('ArrowDown');
  expect(await street.getAttribute('aria-activedescendant')).toBe(
    await listbox.getByRole('option').first().getAttribute('id'),
  );
  await street.press('Enter');
  await expect.poll(() => street.inputValue()).toBe('1 Market Street');
  expect(await field(page, 'Business city').inputValue()).toBe('Sydney');
  expect(await chosenOption(page, STATE)).toBe('New South Wales');
  expect(await field(page, POSTCODE).inputValue()).toBe('2000');
  expect(await street.getAttribute('aria-expanded')).toBe('false');

  // A pointer picks too, and Escape closes the list without leaving the field.
  await street.fill('1 Market L');
  await listbox.getByRole('option', { name: '1 Market Lane, Melbourne VIC, Australia' }).click();
  await expect.poll(() => field(page, 'Business city').inputValue()).toBe('Melbourne');
  expect(await street.inputValue()).toBe('1 Market Lane');
  expect(await chosenOption(page, STATE)).toBe('Victoria');
  await street.pressSequentially(' ');
  await listbox.getByRole('option').first().waitFor();
  await street.press('Escape');
  expect(await street.getAttribute('aria-expanded')).toBe('false');
  expect(await closedList.isVisible()).toBe(false);
  expect(await street.evaluate((input) => input === document.activeElement)).toBe(true);

  await pickOption(page, 'Business type', australia.businessType);
  await fillText(page, 'Legal business name', 'Acme Australia Limited');
  for (const [label, value] of Object.entries(australia.numbers)) {
    await fillText(page, label, value);
  }
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('form', { name: 'Store Details' }).waitFor();

  await answer(page, 'Do you ship your own orders?', 'Yes');
  await pickOption(page, 'Average time to ship', 'Less than one week');
  await answer(page, 'Do you take pre-orders?', 'No');
  await pickOption(page, 'Interested in selling to shoppers abroad?', 'Yes');
  const currencies = page.getByRole('group', { name: 'Currencies you accept' });
  await currencies.waitFor();
  expect(await currencies.getByRole('checkbox').count()).toBe(6);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The message is read with the group: its aria-describedby names it.
  const describedBy = () =>
    currencies.evaluate((group) =>
      (group.getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ')
        .trim(),
    );
  await expect.poll(describedBy).toBe('You must select at least one option');
  await expectNoAxeViolations(page, 'Store Details with the currencies asked');
  await currencies.getByRole('checkbox', { name: '$AUD' }).check();
  await currencies.getByRole('checkbox', { name: '€EUR' }).check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('form', { name: 'Beneficial Owners' }).waitFor();

  await page.reload();
  await openSection(page, 'Store Details');
  const restored = page.getByRole('group', { name: 'Currencies you accept' });
  expect(await restored.getByRole('checkbox', { name: '$AUD' }).isChecked()).toBe(true);
  expect(await restored.getByRole('checkbox', { name: '€EUR' }).isChecked()).toBe(true);
  expect(await restored.getByRole('checkbox', { name: '$USD' }).isChecked()).toBe(false);
});
