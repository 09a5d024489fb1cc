/**
 * Feature flags and experiments in Chromium against the real server (doc 1 §2, §4, §6): each login
 * variant renders, ob / deviceId / ol_src leave the address bar and arrive with the sign-up, the
 * login page is two columns on a wide screen and one on a phone, and the cash pay, Contact Us and
 * cash-app theme flags, set in the server's environment, change what the merchant sees.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  LOGIN_VARIANTS,
  loginVariantOf,
  type LoginVariant,
} from '../../domain/experiments/login-experiment';
import { featureFlagEnvName } from '../../domain/flags/feature-flags';
import { validMerchant } from '../data/valid-merchant';
import { launchChromium } from './support/browser';
import { completeLead, JOURNEYS } from './support/business-journeys';
import {
  createOpsUser,
  decide,
  merchantWithFinishedForms,
  openApplication,
  opsConsole,
  startLifecyclePortal,
  type LifecyclePortal,
} from './support/lifecycle';
import { signInWithEmail } from './support/login';

const OPS_EMAIL = 'flags.reviewer@provider.example';
const OPS_PASSWORD = 'correct horse battery staple';
const CLIENT_ID_KEY = 'merchantPortal.prospectClientId';

/** Defaults, with cash pay feature set 2 on. */
let released: LifecyclePortal;
/** Feature set 2 off, the Contact Us footer off and the provider wearing the cash-app theme. */
let switchedOff: LifecyclePortal;
let browser: Browser;

beforeAll(async () => {
  [released, switchedOff] = await Promise.all([
    startLifecyclePortal({
      [featureFlagEnvName('merchantPortalReleaseCashPayFeatureSet2')]: 'true',
    }),
    startLifecyclePortal({
      [featureFlagEnvName('merchantPortalReleaseCashPayFeatureSet2')]: 'false',
      [featureFlagEnvName('merchantPortalReleaseEnableContactUsFooter')]: 'false',
      [featureFlagEnvName('merchantPortalCashAppProviderTheme')]: 'true',
    }),
  ]);
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await released?.close();
  await switchedOff?.close();
});

function clientIdFor(variant: LoginVariant): string {
  for (let i = 0; ; i += 1) if (loginVariantOf(`client-${i}`) === variant) return `client-${i}`;
}

/** A fresh browser context whose kept prospect client id gives `variant`. */
async function pageWithVariant(variant: LoginVariant, width = 1280, height = 900): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    locale: 'en-CA',
    timezoneId: 'America/Toronto',
  });
  await context.addInitScript(
    ([key, id]) => localStorage.setItem(key!, id!),
    [CLIENT_ID_KEY, clientIdFor(variant)],
  );
  return context.newPage();
}

const box = async (page: Page, testId: string) => {
  const found = await page.getByTestId(testId).boundingBox();
  if (!found) throw new Error(`${testId} is not shown`);
  return found;
};

describe('login experiment', () => {
  it.each(LOGIN_VARIANTS)('the %s variant renders and is reported', async (variant) => {
    const page = await pageWithVariant(variant);
    await page.goto(released.appUrl);
    const layout = page.getByTestId('login-layout');
    await layout.waitFor();
    expect(await layout.getAttribute('data-variant')).toBe(variant);
    const side = page.getByTestId('marketing-column');
    expect(await side.count()).toBe(variant === 'UpdatedLegacy' ? 0 : 1);
    await page.getByText('Up to 22% conversion').waitFor();
    const exposures = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => e.event === 'experiment_viewed'),
    );
    expect(exposures).toEqual([{ event: 'experiment_viewed', experiment: 'login', variant }]);
    // One logo: the header's.
    expect(await page.locator('img[src$="quartet-logo.svg"]').count()).toBe(1);
    await page.context().close();
  });

  it('is two columns at 1280 px and one column at 390 px', async () => {
    const wide = await pageWithVariant('Control', 1280, 900);
    await wide.goto(released.appUrl);
    await wide.getByTestId('marketing-column').waitFor();
    const [formWide, sideWide] = [
      await box(wide, 'login-form-column'),
      await box(wide, 'marketing-column'),
    ];
    expect(sideWide.x).toBeGreaterThanOrEqual(formWide.x + formWide.width - 1);
    expect(Math.abs(sideWide.y - formWide.y)).toBeLessThan(4);
    await wide.context().close();

    const phone = await pageWithVariant('Control', 390, 844);
    await phone.goto(released.appUrl);
    await phone.getByTestId('marketing-column').waitFor();
    const [formPhone, sidePhone] = [
      await box(phone, 'login-form-column'),
      await box(phone, 'marketing-column'),
    ];
    expect(sidePhone.y).toBeGreaterThanOrEqual(formPhone.y + formPhone.height - 1);
    expect(Math.abs(sidePhone.x - formPhone.x)).toBeLessThan(4);
    const overflow = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await phone.context().close();
  });
});

describe('sign-up experiment and link parameters', () => {
  it('ob, deviceId and ol_src leave the address bar and arrive with the sign-up', async () => {
    const page = await pageWithVariant('Control');
    const email = `signup.${Date.now()}@example.com`;
    const wrapped = encodeURIComponent('obl?utm_source=newsletter');
    await page.goto(`${released.appUrl}?ob=v1_su&deviceId=dev-7&ol_src=${wrapped}`);
    await page.getByTestId('login-layout').waitFor();
    const query = new URL(page.url()).searchParams;
    expect([...query.keys()]).toEqual(['utm_source']);
    expect(query.get('utm_source')).toBe('newsletter');

    await signInWithEmail(page, email);
    await page.waitForURL(/\/app\/lead/);
    expect(await page.getByTestId('sign-up-layout').getAttribute('data-variant')).toBe('Control');
    await completeLead(page, JOURNEYS[0]!);
    await page.waitForURL(/\/app\/onboarding/);
    // What the server kept with the lead, read from its own database file.
    const db = new Database(join(released.dataDir, 'portal.db'), { readonly: true });
    const row = db.prepare('select lead from merchants where email = ?').get(email) as {
      lead: string;
    };
    db.close();
    expect(JSON.parse(row.lead)).toMatchObject({
      experimentGroup: 'SIGN_UP_CONTROL',
      deviceId: 'dev-7',
      linkSource: 'ONBOARDING_LINK_CLICK',
      utmSource: 'newsletter',
    });
    await page.context().close();
  }, 120_000);

  it('ob=v2_su shows the 1QAAT_ValueProps sign-up with the claims and the contact page first', async () => {
    const page = await pageWithVariant('ValueProps');
    await page.goto(`${released.appUrl}?ob=v2_su`);
    await page.getByTestId('login-layout').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await signInWithEmail(page, `signup.test.${Date.now()}@example.com`);
    await page.waitForURL(/\/app\/lead/);
    const layout = page.getByTestId('sign-up-layout');
    await layout.waitFor();
    expect(await layout.getAttribute('data-variant')).toBe('1QAAT_ValueProps');
    await layout.getByTestId('marketing-claims').waitFor();
    await page.getByRole('heading', { name: 'Your contact details' }).waitFor();
    await page.context().close();
  }, 120_000);
});

describe('flags set in the server environment', () => {
  it('the cash-app theme flag of the provider changes the login page colours', async () => {
    const colourOf = async (portal: LifecyclePortal) => {
      const page = await pageWithVariant('Control');
      await page.goto(`${portal.appUrl}?country=CA`);
      const link = page.getByRole('link', {
        name: 'Not a business? Go to our customer login page',
      });
      await link.waitFor();
      // The flags arrive just after the first paint; the theme follows them.
      await page.waitForLoadState('networkidle');
      const colour = await link.evaluate((a) => getComputedStyle(a).color);
      await page.context().close();
      return colour;
    };
    const own = await colourOf(released);
    const cashApp = await colourOf(switchedOff);
    expect(own).not.toBe(cashApp);
  });

  it('cash pay feature set 2 decides whether an eligible merchant is offered Activate Cash App Pay', async () => {
    const offered = async (portal: LifecyclePortal, tag: string) => {
      await createOpsUser(portal, OPS_EMAIL, OPS_PASSWORD).catch(() => undefined);
      const ops = await opsConsole(browser, portal, OPS_EMAIL, OPS_PASSWORD);
      const email = `cash.flag.${tag}.${Date.now()}@example.com`;
      const merchant = validMerchant('US', { salesChannel: 'Online Only' });
      const page = await merchantWithFinishedForms(browser, portal, email, merchant);
      await openApplication(ops, portal, email);
      await decide(ops, 'Approve: ready to install');
      const eligible = ops.getByLabel('Eligible for cash pay');
      if (!(await eligible.isChecked())) await eligible.click();
      await ops.getByRole('button', { name: 'Save cash pay' }).click();
      await ops.getByText('Cash pay settings saved.').waitFor();
      await page.goto(`${portal.appUrl}cash`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const activate = page.getByRole('region', { name: 'Activate Cash App Pay' });
      await activate.waitFor({ timeout: 20_000 }).catch(() => undefined);
      const shown = await activate.count();
      await page.context().close();
      await ops.context().close();
      return shown > 0;
    };
    expect(await offered(released, 'on')).toBe(true);
    expect(await offered(switchedOff, 'off')).toBe(false);
  }, 240_000);

  it('the Contact Us footer flag swaps the footer’s Contact us for Technical support', async () => {
    const footerLink = async (portal: LifecyclePortal, tag: string) => {
      const email = `contact.flag.${tag}.${Date.now()}@example.com`;
      // A UK merchant in the low band (Up to £100k): the modal flag's merchants (doc 1 §6).
      const page = await merchantWithFinishedForms(browser, portal, email, validMerchant('UK'));
      const footer = page.locator('footer');
      await footer.waitFor();
      const contact = footer.getByRole('button', { name: 'Contact us' });
      const technical = footer.getByRole('link', { name: 'Technical support' });
      await contact.or(technical).first().waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      const label = (await contact.count()) > 0 ? 'Contact us' : 'Technical support';
      await page.context().close();
      return label;
    };
    expect(await footerLink(released, 'on')).toBe('Contact us');
    expect(await footerLink(switchedOff, 'off')).toBe('Technical support');
  }, 240_000);
});
