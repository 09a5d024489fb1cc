/**
 * Contact roles in Chromium (doc 1 §6: "Account owners and administrators see store details and
 * additional owners"; docs/decisions/0258): an operator adds a contact and an administrator to an
 * application in the console; each signs in with their own link and joins it. The contact is
 * shown a notice where the store details and the additional owner are, and neither reaches their
 * page; the administrator sees both. Each screen is checked with axe at 1280 and 390 px.
 */
import { sayIn } from '../i18n/say-in';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { savePayload } from '../../domain/business-details/save-payload';
import { leadPayload } from '../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import {
  ADDITIONAL_OWNERS_WITHHELD_NOTICE,
  STORE_DETAILS_WITHHELD_NOTICE,
} from '../../domain/session/contact-roles';
import { validMerchant } from '../data/valid-merchant';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import {
  createOpsUser,
  openApplication,
  opsConsole,
  post,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { signInWithEmail } from './support/login';
import { screenshotPath } from './support/screenshots';
import { signInLinkFrom } from './support/sign-in-link';

const OPS_EMAIL = 'roles@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const stamp = Date.now();
const OWNER = `owner.${stamp}@example.com`;
const CONTACT = `finance.${stamp}@example.com`;
const ADMIN = `manager.${stamp}@example.com`;
const merchant = validMerchant('US', { owners: 2, locations: 2 });
const [firstOwner, secondOwner] = merchant.owners;

let portal: LifecyclePortal;
let browser: Browser;

beforeAll(async () => {
  portal = await startLifecyclePortal();
  browser = await launchChromium();
  await createOpsUser(portal, OPS_EMAIL, OPS_PASSWORD);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-US',
    timezoneId: 'America/New_York',
    viewport: { width, height: 900 },
  });
  return context.newPage();
}

/** Signs `email` in through the login page and the mailed link, on a page `width` px wide. */
async function signIn(email: string, width: number): Promise<Page> {
  const page = await newPage(width);
  const seen = portal.mail.received.length;
  await page.goto(portal.appUrl);
  await signInWithEmail(page, email);
  const mail = await portal.mail.waitForMail(email, 15_000, seen);
  await page.goto(signInLinkFrom(mail));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/app\/lead/);
  return page;
}

/**
 * The account owner signs up and saves the company information and store details with two
 * owners and two store locations, leaving the owners step to be submitted.
 */
async function ownerWithTwoOwners(): Promise<void> {
  // A new e-mail goes straight to the lead form.
  const page = await newPage();
  await page.goto(portal.appUrl);
  await signInWithEmail(page, OWNER);
  await page.waitForURL(/\/app\/lead/);
  const lead = leadPayload({ ...merchant.lead, email: OWNER }, trackingOfVisit(''));
  expect((await post(page, '/signup', lead)).status).toBe(200);
  const payload = savePayload(merchant);
  const saved = await post(page, '/api/save', {
    ...payload,
    formCompletionData: {
      ...payload.formCompletionData,
      companyInfoForm: true,
      storeDetailsForm: true,
    },
  });
  expect(saved.status, saved.text).toBe(200);
  await page.context().close();
}

/** A further contact signs in and joins with a lead naming the account's store. */
async function joinedContact(email: string, width: number): Promise<Page> {
  const page = await signIn(email, width);
  const lead = leadPayload({ ...merchant.lead, email, firstName: 'Fay' }, trackingOfVisit(''));
  const joined = await post(page, '/signup', lead);
  expect(joined.text).toContain('"joinedAccount":true');
  await page.goto(`${portal.appUrl}onboarding/beneficial-owners`);
  await page.getByRole('form', { name: 'Beneficial Owners' }).waitFor({ timeout: 20_000 });
  return page;
}

async function openStoreDetails(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Store Details/ }).click();
  await page.waitForURL(/store-details/);
}

async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(`roles-${name}`), fullPage: true });
}

describe('contact roles', () => {
  it('the contact sees neither store details nor the additional owner; the administrator sees both', async () => {
    await ownerWithTwoOwners();

    const ops = await opsConsole(browser, portal, OPS_EMAIL, OPS_PASSWORD);
    await ops.setViewportSize({ width: 1280, height: 900 });
    await openApplication(ops, portal, OWNER);
    await ops.getByLabel('Contact e-mails').fill(`${CONTACT}\n${ADMIN}`);
    expect(await ops.getByLabel(`Role of ${CONTACT}`).inputValue()).toBe('contact');
    await ops.getByLabel(`Role of ${ADMIN}`).selectOption('administrator');
    await ops.getByRole('button', { name: 'Save contacts' }).click();
    await ops.getByText('Contacts saved.').waitFor();
    // The audit trail holds the change, administrators included.
    await ops.getByText(`"administratorEmails":["${ADMIN}"]`).waitFor({ state: 'attached' });
    await ops.getByLabel(`Role of ${ADMIN}`).scrollIntoViewIfNeeded();
    await expectNoAxeViolations(ops, 'console: contacts with roles');
    await ops.screenshot({ path: screenshotPath('roles-console-1280') });

    for (const width of [1280, 390]) {
      const contact = await joinedContact(CONTACT, width);
      await contact.getByText(sayIn('en', ADDITIONAL_OWNERS_WITHHELD_NOTICE)).waitFor();
      await expect(contact.getByRole('button', { name: 'Add owner' }).count()).resolves.toBe(0);
      const ownerPage = await contact.content();
      expect(ownerPage).not.toContain(secondOwner!.lastName);
      await expectNoAxeViolations(contact, `contact: owners at ${width}`);
      await shoot(contact, `contact-owners-${width}`);
      await openStoreDetails(contact);
      await contact.getByText(sayIn('en', STORE_DETAILS_WITHHELD_NOTICE)).waitFor();
      await expect(contact.getByRole('form', { name: 'Store Details' }).count()).resolves.toBe(0);
      await expect(contact.getByLabel('Store name').count()).resolves.toBe(0);
      await expectNoAxeViolations(contact, `contact: store details at ${width}`);
      await shoot(contact, `contact-store-${width}`);
      await contact.context().close();

      const admin = await joinedContact(ADMIN, width);
      await admin.getByText(`${firstOwner!.firstName} ${firstOwner!.lastName}`).first().waitFor();
      await admin.getByText(`${secondOwner!.firstName} ${secondOwner!.lastName}`).first().waitFor();
      await expect(
        admin.getByText(sayIn('en', ADDITIONAL_OWNERS_WITHHELD_NOTICE)).count(),
      ).resolves.toBe(0);
      await expectNoAxeViolations(admin, `administrator: owners at ${width}`);
      await shoot(admin, `admin-owners-${width}`);
      await openStoreDetails(admin);
      await admin.getByRole('form', { name: 'Store Details' }).waitFor();
      expect(await admin.getByLabel('Store name').inputValue()).toBe(
        merchant.storeDetails.storeName,
      );
      await expectNoAxeViolations(admin, `administrator: store details at ${width}`);
      await shoot(admin, `admin-store-${width}`);
      await admin.context().close();
    }
  }, 240_000);
});
