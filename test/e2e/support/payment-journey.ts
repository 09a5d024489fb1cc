/**
 * Steps of the payment information journeys: a portal whose Plaid settings point at the local
 * stand-in of Plaid's API, a merchant whose business details are saved through the calls the
 * business forms make (POST /signup, POST /api/save from the signed-in page), and the stand-in of
 * Plaid Link's script that the browser is given instead of Plaid's CDN.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { leadPayload } from '../../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../../domain/lead/lead-tracking';
import { savePayload } from '../../../domain/business-details/save-payload';
import type { Merchant } from '../../../domain/merchant/merchant';
import type { CountryCode } from '../../../domain/countries/country-code';
import { startServer } from '../../../server/app/start-server';
import { startSmtpSink } from '../../../server/testing/smtp-sink';
import {
  STAND_IN_ACCOUNT,
  STAND_IN_INSTITUTION,
  startPlaidStandIn,
  type PlaidStandIn,
} from '../../support/plaid-stand-in';
import { signInWithEmail } from './login';
import type { RunningPortal } from './portal';

/** Where Plaid Link's script is loaded from (react-plaid-link). */
export const PLAID_LINK_SCRIPT_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';

export interface PlaidPortal extends RunningPortal {
  plaid: PlaidStandIn;
}

/** The real server with Plaid configured against the stand-in, and the SMTP sink. */
export async function startPlaidPortal(env: Record<string, string> = {}): Promise<PlaidPortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-payment-'));
  const mail = await startSmtpSink();
  const plaid = await startPlaidStandIn();
  const server = await startServer({
    dataDir,
    smtpUrl: mail.url,
    port: 0,
    env: {
      CAPTCHA_COMPLEXITY: '5000',
      PLAID_CLIENT_ID: plaid.clientId,
      PLAID_SECRET: plaid.secret,
      PLAID_ENV: 'sandbox',
      PLAID_BASE_URL: plaid.url,
      ...env,
    },
  });
  return {
    url: server.url,
    appUrl: `${server.url}/app/`,
    mail,
    plaid,
    async close() {
      await server.close();
      await plaid.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Plaid Link as the browser sees it, standing in for Plaid's CDN script: `Plaid.create({token,
 * onSuccess, onExit, onLoad})` returns a handler whose `open()` finishes the session at once with
 * the public token the API stand-in accepts for that link token and its one checking account.
 */
export const LINK_STAND_IN_SCRIPT = `
window.Plaid = {
  create: function (config) {
    setTimeout(function () { if (config.onLoad) config.onLoad(); }, 0);
    return {
      open: function () {
        setTimeout(function () {
          config.onSuccess(config.token.replace(/^link-/, 'public-'), {
            institution: ${JSON.stringify(STAND_IN_INSTITUTION)},
            accounts: [${JSON.stringify({ ...STAND_IN_ACCOUNT, verification_status: null })}],
            link_session_id: 'stand-in-session',
            transfer_status: null
          });
        }, 50);
      },
      exit: function () {},
      destroy: function () {},
      submit: function () {}
    };
  }
};
`;

/** Answers the page's request for Plaid Link's script with the stand-in. */
export async function standInForPlaidLink(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(PLAID_LINK_SCRIPT_URL, async (route) => {
    served.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: LINK_STAND_IN_SCRIPT });
  });
  return served;
}

/** POSTs JSON from inside the signed-in page (its cookie, its origin). */
async function post(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ url, json }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, text: await response.text() };
    },
    { url: path, json: body },
  );
}

/**
 * A new merchant signs in by e-mail and saves the lead and the business details through the calls
 * the lead and business forms make; the page is left on the bank step.
 */
export async function merchantAtBankStep(
  browser: Browser,
  portal: RunningPortal,
  email: string,
  merchant: Merchant,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York' });
  const page = await context.newPage();
  await page.goto(portal.appUrl);
  await signInWithEmail(page, email);
  await page.waitForURL(/\/app\/lead/);
  const payload = savePayload(merchant);
  const calls: Array<[string, unknown]> = [
    ['/signup', leadPayload({ ...merchant.lead, email }, trackingOfVisit(''))],
    [
      '/api/save',
      {
        ...payload,
        formCompletionData: {
          ...payload.formCompletionData,
          storeForm: true,
          companyInfoForm: true,
          storeDetailsForm: true,
          businessOwnerForm: true,
        },
      },
    ],
  ];
  for (const [path, body] of calls) {
    const answer = await post(page, path, body);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  }
  return page;
}

const bankField = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

/** Types the primary bank of `merchant` into the manual form of its country. */
export async function fillManualBank(page: Page, country: CountryCode, merchant: Merchant) {
  const bank = merchant.primaryBank;
  if (country === 'NZ') {
    await page.getByRole('radio', { name: 'One Signatory' }).check();
    await bankField(page, 'Bank name').fill(bank.bankName);
    await bankField(page, 'Branch').fill(bank.bankBranch);
  }
  await bankField(page, 'Account name').fill(bank.bankAccountName);
  if (country === 'US') await bankField(page, 'Routing number').fill(bank.routing);
  if (country === 'AU') await bankField(page, 'BSB').fill(bank.bsb.replace('-', ''));
  if (country === 'UK') await bankField(page, 'Sort code').fill(bank.sortCode.replace(/-/g, ''));
  if (country === 'CA') {
    await bankField(page, 'Institution number').fill(bank.canadaRoutingInstitutionIdNumber);
    await bankField(page, 'Transit number').fill(bank.canadaRoutingTransitIdNumber);
    await bankField(page, 'Chequing account number').fill(bank.canadaChequingAccount);
    await bankField(page, 'Confirm chequing account number').fill(
      bank.confirmCanadaChequingAccount,
    );
  } else {
    await bankField(page, 'Account number').fill(bank.account);
    await bankField(page, 'Confirm account number').fill(bank.confirmAccount);
  }
  if (country === 'NZ') {
    await bankField(page, 'Signatory name').fill(bank.signatoryName);
    await bankField(page, 'Signatory email').fill(bank.email);
    await page.getByRole('checkbox', { name: /I accept the direct debit terms/ }).check();
  }
}

export async function fillCustomerSupport(page: Page, merchant: Merchant) {
  const support = merchant.customerSupport;
  await bankField(page, 'Customer support email').fill(support.customerSupportEmail);
  await bankField(page, 'Customer support phone').fill(support.customerSupportPhone);
  await bankField(page, 'Customer support website').fill(support.customerSupportWebsite);
  await page.getByRole('button', { name: 'Submit' }).click();
}
