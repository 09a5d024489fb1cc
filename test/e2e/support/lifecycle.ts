/**
 * Steps of the merchant lifecycle journeys: a portal whose data folder is known (so the real
 * create-ops-user command can add a console account to its database), a merchant who finishes
 * the onboarding forms through the same calls the forms make, and the console's actions.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { runCreateOpsUser } from '../../../scripts/create-ops-user';
import { customerSupportPayload } from '../../../domain/customer-support/support-payload';
import { leadPayload } from '../../../domain/lead/lead-payload';
import { trackingOfVisit } from '../../../domain/lead/lead-tracking';
import { primaryBankPayload } from '../../../domain/bank/bank-payload';
import { savePayload } from '../../../domain/business-details/save-payload';
import type { Merchant } from '../../../domain/merchant/merchant';
import type { Clock } from '../../../server/app/clock';
import { startServer } from '../../../server/app/start-server';
import { startSmtpSink } from '../../../server/testing/smtp-sink';
import { appPath, signInWithEmail } from './login';
import type { RunningPortal } from './portal';

export interface LifecyclePortal extends RunningPortal {
  dataDir: string;
}

/** The real server on a temporary data folder, with the SMTP sink as its mail relay. */
export async function startLifecyclePortal(
  env: Record<string, string> = {},
  clock?: Clock,
): Promise<LifecyclePortal> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-lifecycle-'));
  const mail = await startSmtpSink();
  const server = await startServer({
    dataDir,
    smtpUrl: mail.url,
    port: 0,
    env: { CAPTCHA_COMPLEXITY: '5000', ...env },
    ...(clock && { clock }),
  });
  return {
    url: server.url,
    appUrl: `${server.url}/app/`,
    mail,
    dataDir,
    async close() {
      await server.close();
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Creates a console account with the real `npm run ops:create-user` command's function. */
export async function createOpsUser(portal: LifecyclePortal, email: string, password: string) {
  const lines: string[] = [];
  const code = await runCreateOpsUser(
    ['--email', email, '--password', password],
    { NODE_ENV: 'test', DATA_DIR: portal.dataDir },
    { log: (line) => lines.push(line), error: (line) => lines.push(line) },
  );
  if (code !== 0) throw new Error(`create-ops-user failed: ${lines.join('\n')}`);
}

/** POSTs JSON from inside the signed-in page (its cookie, its origin); answers status and body. */
export async function post(page: Page, path: string, body: unknown) {
  return page.evaluate(
    async ({ path: url, json }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(json),
      });
      return { status: response.status, text: await response.text() };
    },
    { path, json: body },
  );
}

/** What a merchant's set-up may do besides the forms' calls. */
export interface FinishedFormsOptions {
  /** The page's width (1280 unless given). */
  width?: number;
  /** Runs after sign-up, before the forms are saved (e.g. the back office sets owner controls). */
  afterSignUp?: (page: Page) => Promise<void>;
  /** Gives the merchant's files: uploads them from the page and answers the merchant to save. */
  withFiles?: (page: Page, merchant: Merchant) => Promise<Merchant>;
}

/**
 * A new merchant signs in by e-mail and sends every onboarding form through the forms' own calls
 * (POST /signup, /api/upload-file, /api/save, /api/update-bank-info,
 * /api/update-customer-service-info).
 */
export async function merchantWithFinishedForms(
  browser: Browser,
  portal: LifecyclePortal,
  email: string,
  given: Merchant,
  options: FinishedFormsOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    locale: 'en-AU',
    timezoneId: 'Australia/Sydney',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  await page.goto(portal.appUrl);
  await signInWithEmail(page, email);
  await page.waitForURL(/\/app\/lead/);
  const signUp = await post(
    page,
    '/signup',
    leadPayload({ ...given.lead, email }, trackingOfVisit('')),
  );
  if (signUp.status !== 200) throw new Error(`/signup answered ${signUp.status}: ${signUp.text}`);
  await options.afterSignUp?.(page);
  const merchant = options.withFiles ? await options.withFiles(page, given) : given;
  const country = merchant.lead.registeredCountry;
  const calls: Array<[string, unknown]> = [
    [
      '/api/save',
      (() => {
        const payload = savePayload(merchant);
        return {
          ...payload,
          formCompletionData: {
            ...payload.formCompletionData,
            storeForm: true,
            companyInfoForm: true,
            storeDetailsForm: true,
            businessOwnerForm: true,
          },
        };
      })(),
    ],
    [
      '/api/update-bank-info',
      primaryBankPayload(merchant.primaryBank, country, { setBankFormComplete: true }),
    ],
    ['/api/update-customer-service-info', customerSupportPayload(merchant.customerSupport)],
  ];
  for (const [path, body] of calls) {
    const answer = await post(page, path, body);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
  }
  await page.goto(`${portal.appUrl}status`);
  await page.waitForURL(/\/app\/status/);
  if (appPath(page) !== '/status') throw new Error(`expected the status page, at ${appPath(page)}`);
  return page;
}

/** An operator signed in to the console in a browser context of its own. */
export async function opsConsole(
  browser: Browser,
  portal: LifecyclePortal,
  email: string,
  password: string,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-AU', timezoneId: 'Australia/Sydney' });
  const page = await context.newPage();
  await page.goto(`${portal.appUrl}ops`);
  await page.getByLabel('E-mail address').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('E-mail or store name').waitFor();
  return page;
}

/** Opens the merchant's application from the console's list. */
export async function openApplication(ops: Page, portal: LifecyclePortal, merchantEmail: string) {
  await ops.goto(`${portal.appUrl}ops`);
  await ops.getByLabel('E-mail or store name').fill(merchantEmail);
  await ops.getByRole('button', { name: 'Search' }).click();
  const row = ops.getByRole('row').filter({ hasText: merchantEmail });
  await row.getByRole('link').click();
  await ops.getByText(merchantEmail).first().waitFor();
}

/** Records a compliance decision (by its console label) and waits for the confirmation. */
export async function decide(ops: Page, decisionLabel: string) {
  await ops.getByLabel('Decision', { exact: true }).selectOption({ label: decisionLabel });
  await ops.getByRole('button', { name: 'Record decision' }).click();
  await ops.getByRole('dialog', { name: 'Confirm the decision' }).waitFor();
  await ops.getByRole('button', { name: 'Confirm' }).click();
  await ops.getByText(/Decision recorded/).waitFor();
}

/** Uploads a file from the signed-in page as an upload field does; answers its stored path. */
export async function uploadFromPage(
  page: Page,
  field: string,
  file: { name: string; mimeType: string; bytes: Buffer },
): Promise<string> {
  const answer = await page.evaluate(
    async ({ field: name, file: { fileName, type, base64 } }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('field', name);
      form.append('file', new File([bytes], fileName, { type }));
      const response = await fetch('/api/upload-file', { method: 'POST', body: form });
      return { status: response.status, text: await response.text() };
    },
    {
      field,
      file: { fileName: file.name, type: file.mimeType, base64: file.bytes.toString('base64') },
    },
  );
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.text}`);
  return (JSON.parse(answer.text) as { url: string }).url;
}
