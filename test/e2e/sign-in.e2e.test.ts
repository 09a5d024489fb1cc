/**
 * Sign-in journeys in Chromium (issue "The portal runs end to end"): a new merchant reaches the lead
 * form; a returning merchant gets the link by e-mail and lands on the route of its state; used,
 * expired and tampered links are refused; a malformed e-mail is explained under the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import { validMerchant } from '../data/valid-merchant';
import { launchChromium } from './support/browser';
import { startPortal, type RunningPortal } from './support/portal';
import { signInLinkFrom } from './support/sign-in-link';
import { appPath, signInWithEmail } from './support/login';
import { expectNoAxeViolations } from './support/axe';

let portal: RunningPortal;
let browser: Browser;
let clockOffsetMs = 0;

beforeAll(async () => {
  portal = await startPortal({ now: () => Date.now() + clockOffsetMs });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  return context.newPage();
}

/** Creates the merchant record the way the lead form does: POST /signup from the signed-in page. */
async function submitLead(page: Page, email: string): Promise<void> {
  const body = leadPayload({ ...validMerchant('AU').lead, email }, trackingOfVisit(''));
  const status = await page.evaluate(async (payload) => {
    const response = await fetch('/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.status;
  }, body);
  expect(status).toBe(200);
}

async function requestLink(email: string): Promise<string> {
  const page = await newPage();
  const seen = portal.mail.received.length;
  await page.goto(portal.appUrl);
  await signInWithEmail(page, email);
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await expectNoAxeViolations(page, 'check your email');
  expect(appPath(page)).toBe('/check-email');
  const mail = await portal.mail.waitForMail(email, 15_000, seen);
  await page.context().close();
  return signInLinkFrom(mail);
}

async function followLink(link: string): Promise<Page> {
  const page = await newPage();
  await page.goto(link);
  await page.getByRole('heading', { name: 'Sign in to your application' }).waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();
  return page;
}

describe('signing in by e-mail', () => {
  const email = `merchant.${Date.now()}@example.com`;

  it('a new e-mail reaches the lead form', async () => {
    const page = await newPage();
    await page.goto(portal.appUrl);
    await signInWithEmail(page, `  ${email.toUpperCase()} `);
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    expect(appPath(page)).toBe('/lead');
    await expect(page.getByText(email).first().isVisible()).resolves.toBe(true);
    await submitLead(page, email);
    await page.goto(`${portal.appUrl}logout`);
    await page.getByLabel('Email address').waitFor();
    await page.context().close();
  });

  it('a returning merchant follows the e-mailed link and lands on its route', async () => {
    const link = await requestLink(email);
    expect(link.startsWith(portal.url)).toBe(true);
    const page = await followLink(link);
    await page.getByRole('heading', { name: 'Business Details' }).waitFor();
    expect(appPath(page)).toMatch(/^\/onboarding/);
    await page.context().close();

    // The same link a second time is refused, with a way to ask for a new one.
    const again = await followLink(link);
    await again.getByText('This sign-in link has already been used.').waitFor();
    await again.getByRole('button', { name: 'Request a new link' }).click();
    await again.getByLabel('Email address').waitFor();
    expect(appPath(again)).toBe('/');
    await again.context().close();
  });

  it('a link older than 10 minutes is refused', async () => {
    const link = await requestLink(email);
    clockOffsetMs = 10 * 60_000 + 1_000;
    try {
      const page = await followLink(link);
      await page.getByText('This sign-in link has expired.').waitFor();
      await page.getByRole('button', { name: 'Request a new link' }).waitFor();
      await expectNoAxeViolations(page, 'expired sign-in link');
      await page.context().close();
    } finally {
      clockOffsetMs = 0;
    }
  });

  it("'Request a new link' in the browser that asked for it brings the e-mail back", async () => {
    const address = `again.${Date.now()}@example.com`;
    const page = await newPage();
    await page.goto(portal.appUrl);
    await signInWithEmail(page, address);
    await page.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await submitLead(page, address);
    await page.goto(`${portal.appUrl}logout`);
    await page.getByLabel('Email address').waitFor();
    const seen = portal.mail.received.length;
    await signInWithEmail(page, address);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const link = signInLinkFrom(await portal.mail.waitForMail(address, 15_000, seen));
    clockOffsetMs = 10 * 60_000 + 1_000;
    try {
      const opened = await page.context().newPage();
      await opened.goto(link);
      await opened.getByRole('button', { name: 'Continue' }).click();
      await opened.getByRole('button', { name: 'Request a new link' }).click();
      await opened.getByLabel('Email address').waitFor();
      await expect(opened.getByLabel('Email address').inputValue()).resolves.toBe(address);
    } finally {
      clockOffsetMs = 0;
    }
    await page.context().close();
  });

  it('a tampered link is refused', async () => {
    const link = await requestLink(email);
    const tampered = link.replace(
      /token=([A-Za-z0-9_-])/,
      (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`,
    );
    const page = await followLink(tampered);
    await page.getByText('This sign-in link is not valid.').waitFor();
    await page.context().close();
  });
});

describe('the login screen', () => {
  it('explains a malformed e-mail under the field', async () => {
    const page = await newPage();
    await page.goto(portal.appUrl);
    await signInWithEmail(page, 'not-an-email');
    await page.getByText('Invalid email address').waitFor();
    await expectNoAxeViolations(page, 'login page with an error under the e-mail');
    expect(appPath(page)).toBe('/');
    await page.context().close();
  });

  it('prefills a valid e-mail from the query string', async () => {
    const page = await newPage();
    await page.goto(`${portal.appUrl}?email=owner%40shop.example`);
    await expect(page.getByLabel('Email address').inputValue()).resolves.toBe('owner@shop.example');
    await page.context().close();
  });
});
