/** Brand selection in a real browser (doc 1 §1): country parameter first, then the time zone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './support/browser';
import { expectNoAxeViolations } from './support/axe';
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

const cases: Array<{
  name: string;
  query: string;
  timezoneId: string;
  locale: string;
  title: string;
}> = [
  {
    name: '?country=GB gives the UK brand',
    query: '?country=GB',
    timezoneId: 'Australia/Sydney',
    locale: 'en-AU',
    title: 'Clearfour Merchant Portal',
  },
  {
    name: '?country=US gives the cash-app brand',
    query: '?country=US',
    timezoneId: 'Europe/London',
    locale: 'en-GB',
    title: 'Quartet Cash Merchant Portal',
  },
  {
    name: '?country=AU gives the provider brand',
    query: '?country=AU',
    timezoneId: 'America/New_York',
    locale: 'en-US',
    title: 'Quartet Merchant Portal',
  },
  {
    name: 'a London time zone gives the UK brand',
    query: '',
    timezoneId: 'Europe/London',
    locale: 'en-AU',
    title: 'Clearfour Merchant Portal',
  },
  {
    name: 'a US time zone gives the cash-app brand',
    query: '',
    timezoneId: 'America/Chicago',
    locale: 'en-AU',
    title: 'Quartet Cash Merchant Portal',
  },
  {
    name: 'a Canadian time zone gives the provider brand',
    query: '',
    timezoneId: 'America/Toronto',
    locale: 'en-US',
    title: 'Quartet Merchant Portal',
  },
];

describe('brand selection', () => {
  it.each(cases)('$name', async ({ query, timezoneId, locale, title }) => {
    const context = await browser.newContext({ timezoneId, locale });
    const page = await context.newPage();
    await page.goto(`${portal.appUrl}${query}`);
    await page.getByLabel('Email address').waitFor();
    // The page's name first, then the brand's portal (WCAG 2.4.2).
    await expect(page.title()).resolves.toBe(`Sign in | ${title}`);
    const brandName = title.replace(' Merchant Portal', '');
    await page.getByRole('img', { name: brandName, exact: true }).first().waitFor();
    await expectNoAxeViolations(page, `login page, ${brandName}${query}`);
    await context.close();
  });
});
