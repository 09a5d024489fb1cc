/**
 * A Quebec sole proprietorship in Canadian French, from sign-in to the status page (decision
 * 0267): a Canadian visit whose browser prefers French gets French on the first page, the
 * merchant reads and answers every screen in French (labels and buttons are looked up in the
 * French catalogue), and each screen is checked at 1280 and 390 px: axe, no sentence of the
 * English catalogue and no line written in English, no text running out of the page, and a
 * screenshot for a person to read. The switch in the header then changes the language, and a
 * sign-in on another device follows the stored choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { msg, type MessageId, type MessageValue } from '../../domain/i18n/message';
import { validMerchant } from '../data/valid-merchant';
import { sayIn } from '../i18n/say-in';
import { expectNoAxeViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { field, waitForAppPath } from './support/business-details';
import { englishLinesOn, englishOn, idsOn } from './support/english-left';
import { appPath } from './support/login';
import { startPortal, type RunningPortal } from './support/portal';
import { screenshotPath } from './support/screenshots';
import { signInLinkFrom } from './support/sign-in-link';

/** A French text of the catalogue, as the merchant reads it. */
const fr = (id: MessageId, values?: Readonly<Record<string, MessageValue>>) =>
  sayIn('fr-CA', msg(id, values));

const EMAIL = 'marie.tremblay@boutique-laurier.example';
const MERCHANT = validMerchant('CA');
/** What the merchant types, which may be English words (names, the store's web address). */
const TYPED = ['Boutique Laurier', 'Marie', 'Tremblay', EMAIL, 'boutique-laurier'];

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** One screen, at both widths: axe, no English, nothing cut or overflowing, a screenshot. */
async function checkScreen(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(null))));
    const label = `${name} at ${viewport.width} px`;
    expect(await page.evaluate(() => document.documentElement.lang), label).toBe('fr-CA');
    expect(await idsOn(page), `${label}: ids shown for words`).toEqual([]);
    expect(await englishOn(page), `${label}: English catalogue sentences`).toEqual([]);
    expect(await englishLinesOn(page, TYPED), `${label}: lines in English`).toEqual([]);
    // French runs about a fifth longer: nothing may push the page sideways or be cut off.
    const overflow = await page.evaluate(() => {
      const wide = document.documentElement.scrollWidth > window.innerWidth + 1;
      // A text cut where its box clips it: a button's label, a heading, a tab.
      const cut = [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element as HTMLElement;
          // Text kept for screen readers only sits in a 1 px box on purpose.
          if (box.offsetParent === null || box.clientWidth <= 1 || !box.innerText?.trim())
            return false;
          const style = getComputedStyle(box);
          const clips =
            ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
          return clips && box.scrollWidth > box.clientWidth + 1;
        })
        .map((element) => (element as HTMLElement).innerText.trim().slice(0, 80));
      // The header keeps its height: nothing of it spills onto the page.
      const header = document.querySelector('header');
      const spills =
        !!header &&
        [...header.querySelectorAll('a, button')].some(
          (control) =>
            control.getBoundingClientRect().bottom > header.getBoundingClientRect().bottom + 1,
        );
      return { wide, cut, spills };
    });
    expect(overflow, `${label}: text overflowing`).toEqual({ wide: false, cut: [], spills: false });
    await expectNoAxeViolations(page, label);
    await page.screenshot({
      path: screenshotPath(`fr-CA-${name}-${viewport.width}`),
      fullPage: true,
    });
  }
}

const heading = (page: Page, text: string) =>
  page.getByRole('heading', { name: text, exact: true }).first();

async function chooseIn(page: Page, labelId: MessageId, value: string, values = {}) {
  await field(page, fr(labelId, values)).selectOption(value);
}
async function typeIn(page: Page, labelId: MessageId, value: string, values = {}) {
  await field(page, fr(labelId, values)).fill(value);
}
async function answerIn(page: Page, labelId: MessageId, yes: boolean) {
  await page
    .getByRole('radiogroup', { name: fr(labelId) })
    .getByLabel(fr(yes ? 'common.yes' : 'common.no'), { exact: true })
    .check();
}

/** The login in French: the e-mail, the captcha in French, Continuer. */
async function signIn(page: Page, email: string) {
  await page.getByLabel(fr('session.login.emailLabel')).fill(email);
  await page.getByText('Je ne suis pas un robot').click();
  const submit = page.getByRole('button', { name: fr('session.login.continue') });
  await page.waitForFunction(
    (name) =>
      [...document.querySelectorAll('button')].some(
        (b) => b.textContent?.trim() === name && !b.disabled,
      ),
    fr('session.login.continue'),
    { timeout: 30_000 },
  );
  await submit.click();
}

describe('a Quebec sole proprietorship in Canadian French', () => {
  let portal: RunningPortal;
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    portal = await startPortal();
    browser = await launchChromium();
    context = await browser.newContext({
      locale: 'fr-CA',
      timezoneId: 'America/Montreal',
      viewport: PHONE,
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await portal?.close();
  });

  it('signs in, applies and follows the application in French, every screen checked', async () => {
    const page = await context.newPage();
    await page.goto(portal.appUrl);
    await page.getByLabel(fr('session.login.emailLabel')).waitFor();
    await expect.poll(() => page.title()).toContain('Portail');
    await checkScreen(page, 'login');

    await signIn(page, EMAIL);
    await waitForAppPath(page, '/lead');

    // The lead form, four pages.
    await heading(page, fr('lead.page.businessInfo.title')).waitFor();
    await checkScreen(page, 'lead-1');
    await chooseIn(page, 'fields.lead.registeredCountry', 'CA');
    await typeIn(page, 'fields.store.storeName', 'Boutique Laurier');
    await chooseIn(page, 'fields.store.industry', 'Clothing');
    await typeIn(page, 'fields.store.website', 'https://boutique-laurier.example');
    await page.getByRole('button', { name: fr('lead.next') }).click();
    await heading(page, fr('lead.page.additionalBusinessInfo.title')).waitFor();
    await checkScreen(page, 'lead-2');
    await chooseIn(page, 'fields.store.platform', 'Shopify');
    await answerIn(page, 'fields.lead.franchisee', false);
    await page.getByRole('button', { name: fr('lead.next') }).click();
    await heading(page, fr('lead.page.businessSize.title')).waitFor();
    await checkScreen(page, 'lead-3');
    await field(page, fr('fields.store.totalAnnualSales')).selectOption({ index: 1 });
    await page.getByRole('button', { name: fr('lead.next') }).click();
    await heading(page, fr('lead.page.contact.title')).waitFor();
    await checkScreen(page, 'lead-4');
    await typeIn(page, 'fields.lead.firstName', 'Marie');
    await typeIn(page, 'fields.lead.lastName', 'Tremblay');
    await typeIn(page, 'fields.lead.phone', MERCHANT.lead.phone);
    await page.getByRole('button', { name: fr('lead.submit') }).click();

    // Business details: a sole proprietorship in Quebec.
    await waitForAppPath(page, /\/onboarding\//);
    const company = page.getByRole('form', { name: fr('business.section.companyInformation') });
    await company.waitFor();
    await chooseIn(page, 'fields.company.businessType', 'Sole Proprietorship');
    await checkScreen(page, 'company-information');
    const legalName = field(page, fr('fields.company.legalBusinessName'));
    if (await legalName.isVisible()) await legalName.fill('Marie Tremblay');
    await typeIn(page, 'fields.company.businessStreet', '1 rue Laurier Ouest');
    await typeIn(page, 'fields.company.businessCity', 'Montréal');
    await chooseIn(page, 'fields.company.businessState', 'Quebec', { country: 'CA' });
    await typeIn(page, 'fields.company.businessPostalCode', 'H2T 2N6', { country: 'CA' });
    await page.getByRole('button', { name: fr('business.saveAndContinue') }).click();

    const store = page.getByRole('form', { name: fr('business.section.storeDetails') });
    await store.waitFor();
    await checkScreen(page, 'store-details');
    // doc 2 §4: the Quebec questions of a sole proprietorship.
    await answerIn(page, 'fields.storeDetails.artisan', true);
    await answerIn(page, 'fields.storeDetails.nonFamilyEmployee', false);
    await answerIn(page, 'fields.storeDetails.selfFulfillment', true);
    await chooseIn(page, 'fields.storeDetails.aveTimeToShip', 'Less than one week');
    const abroad = field(page, fr('fields.storeDetails.interestedInXBT'));
    if (await abroad.isVisible()) await abroad.selectOption({ index: 1 });
    await answerIn(page, 'fields.storeDetails.preOrders', false);
    await page.getByRole('button', { name: fr('business.saveAndContinue') }).click();

    const owners = page.getByRole('form', { name: fr('business.section.beneficialOwners') });
    await owners.waitFor();
    await checkScreen(page, 'owners');
    await typeIn(page, 'fields.owner.dob', '15 avr. 1985');
    await typeIn(page, 'fields.owner.street', '2 avenue du Parc');
    await typeIn(page, 'fields.owner.city', 'Montréal');
    await chooseIn(page, 'fields.owner.state', 'Quebec', { country: 'CA' });
    await typeIn(page, 'fields.owner.postalCode', 'H2V 4E7', { country: 'CA' });
    await page.getByRole('checkbox', { name: /J’accepte l’entente de marchand/ }).check();
    await page.getByRole('button', { name: fr('business.owners.submit') }).click();

    // Payment information: a sole proprietorship types its account (the link is for corporations).
    await waitForAppPath(page, '/onboarding/bank-info');
    await heading(page, fr('bank.stepTitle')).waitFor();
    const institution = field(page, fr('bank.field.canadaRoutingInstitutionIdNumber'));
    await institution.waitFor();
    await checkScreen(page, 'bank');
    const bank = MERCHANT.primaryBank;
    await typeIn(page, 'bank.field.bankAccountName', 'Marie Tremblay');
    await institution.fill(bank.canadaRoutingInstitutionIdNumber);
    await typeIn(
      page,
      'bank.field.canadaRoutingTransitIdNumber',
      bank.canadaRoutingTransitIdNumber,
    );
    await typeIn(page, 'bank.field.canadaChequingAccount', bank.canadaChequingAccount);
    await typeIn(
      page,
      'bank.field.confirmCanadaChequingAccount',
      bank.confirmCanadaChequingAccount,
    );
    await page.getByRole('button', { name: fr('bank.form.submit'), exact: true }).click();

    // Customer service.
    await waitForAppPath(page, '/onboarding/customer-support');
    await field(page, fr('support.field.customerSupportEmail')).waitFor();
    await checkScreen(page, 'customer-support');
    await typeIn(page, 'support.field.customerSupportEmail', 'service@boutique-laurier.example');
    await typeIn(
      page,
      'support.field.customerSupportPhone',
      MERCHANT.customerSupport.customerSupportPhone,
    );
    await typeIn(
      page,
      'support.field.customerSupportWebsite',
      'https://boutique-laurier.example/aide',
    );
    await page.getByRole('button', { name: fr('support.submit') }).click();

    // The status page.
    await waitForAppPath(page, '/status');
    await heading(page, fr('status.heading.inReview.title')).waitFor();
    await checkScreen(page, 'status');
    expect(appPath(page)).toBe('/status');

    // The switch names English in English; the page turns English, and back.
    const toEnglish = page.getByRole('button', { name: 'English', exact: true });
    expect(await toEnglish.getAttribute('lang')).toBe('en');
    await toEnglish.click();
    await heading(page, sayIn('en', msg('status.heading.inReview.title'))).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Français', exact: true }).click();
    await heading(page, fr('status.heading.inReview.title')).waitFor();
    await page.close();
  });

  it('follows the stored French at a sign-in on an English device', async () => {
    const english = await browser.newContext({
      locale: 'en-US',
      timezoneId: 'America/Toronto',
      viewport: DESKTOP,
    });
    try {
      const page = await english.newPage();
      await page.goto(portal.appUrl);
      // An English browser in Canada: English first, with the switch to French.
      await page.getByLabel('Email address').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await page.getByRole('button', { name: 'Français', exact: true }).waitFor();
      await page.getByLabel('Email address').fill(EMAIL);
      await page.getByText("I'm not a robot").click();
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('button')].some(
            (b) => b.textContent?.trim() === 'Continue' && !b.disabled,
          ),
        undefined,
        { timeout: 30_000 },
      );
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForAppPath(page, '/check-email');
      await page.goto(signInLinkFrom(await portal.mail.waitForMail(EMAIL, 15_000)));
      await page.getByRole('button', { name: 'Continue' }).click();
      await waitForAppPath(page, '/status');
      await heading(page, fr('status.heading.inReview.title')).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-CA');
    } finally {
      await english.close();
    }
  });
});
