/**
 * What back office tests start from: a console account made by the real create-ops-user command,
 * a signed-in console, and merchants signed up through the real calls whose onboarding forms are
 * then stored through the merchant data repositories (the forms' own calls are tested elsewhere).
 */
import type { CountryCode } from '../../domain/countries/country-code';
import { validMerchant } from '../../test/data/valid-merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { runCreateOpsUser } from '../../scripts/create-ops-user';
import { createFieldCipher } from '../crypto/field-cipher';
import { openDatabase, type Db } from '../db/database';
import { createRepositories, type Repositories } from '../db/repositories';
import type { TestApp } from './test-app';
import { TestBrowser } from './test-browser';
import {
  createBackOfficeRepositories,
  type BackOfficeRepositories,
} from '../back-office/back-office-repositories';

export const OPS_EMAIL = 'ops@example.com';
export const OPS_PASSWORD = 'correct horse battery staple';

/** The environment the test app was built from, for commands run beside it. */
export function envOf(t: TestApp): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATA_DIR: t.config.dataDir,
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
  };
}

/** A second connection to the test app's database, closed with the app. */
export async function databaseOf(
  t: TestApp,
): Promise<{ db: Db; repos: Repositories; bo: BackOfficeRepositories }> {
  const db = await openDatabase(t.config);
  const closeApp = t.close;
  t.close = async () => {
    await db.destroy();
    await closeApp();
  };
  return {
    db,
    repos: createRepositories(
      db,
      createFieldCipher(t.config.secrets.dataEncryptionKey),
      t.clock.now,
    ),
    bo: createBackOfficeRepositories(db),
  };
}

/** Creates a console account with `npm run ops:create-user`'s own function. */
export async function createOpsAccount(
  t: TestApp,
  email = OPS_EMAIL,
  password = OPS_PASSWORD,
): Promise<void> {
  const errors: string[] = [];
  const code = await runCreateOpsUser(['--email', email, '--password', password], envOf(t), {
    log: () => {},
    error: (line) => errors.push(line),
  });
  if (code !== 0) throw new Error(`ops:create-user failed: ${errors.join(' ')}`);
}

/** A browser signed in to the console (the account is created first when asked). */
export async function opsBrowser(
  t: TestApp,
  email = OPS_EMAIL,
  password = OPS_PASSWORD,
): Promise<TestBrowser> {
  const browser = new TestBrowser(t.app);
  const response = await browser.post('/api/ops/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`console sign-in refused: ${response.body}`);
  return browser;
}

export interface MerchantOptions {
  country?: CountryCode;
  salesChannel?: string;
  locations?: number;
  multiTerminal?: string;
  totalAnnualSales?: string;
  /** Stores the five onboarding forms as complete (default true). */
  submitted?: boolean;
}

export interface TestMerchant {
  browser: TestBrowser;
  /** merchants.id */
  id: string;
  email: string;
  mlsProspectRef: string;
}

/** A merchant signed up through the real calls, with its forms stored as `options` say. */
export async function testMerchant(
  t: TestApp,
  repos: Repositories,
  email: string,
  options: MerchantOptions = {},
): Promise<TestMerchant> {
  const country = options.country ?? 'AU';
  const sample = validMerchant(country, {
    locations: options.locations ?? 2,
    salesChannel: options.salesChannel,
  });
  // Each merchant signs up a second after the previous one, so lists have a stable order.
  t.clock.advance(1000);
  const browser = new TestBrowser(t.app);
  const signup = await browser.signUp(email, {
    registeredCountry: country,
    salesChannel: sample.lead.salesChannel,
    totalAnnualSales: options.totalAnnualSales ?? sample.lead.totalAnnualSales,
    storeName: 'Acme',
  });
  if (signup.statusCode !== 200) throw new Error(`sign-up refused: ${signup.body}`);
  const merchant = await repos.merchants.findByEmail(email);
  if (!merchant?.mls_prospect_ref) throw new Error('no merchant record after sign-up');
  await repos.merchantSections.save(merchant.id, {
    companyInformation: sample.companyInformation,
    storeDetails: {
      ...sample.storeDetails,
      multiTerminal: options.multiTerminal ?? 'No',
      ...(options.totalAnnualSales ? { totalAnnualSales: options.totalAnnualSales } : {}),
    },
    owners: sample.owners,
    locations: sample.locations,
    primaryBank: sample.primaryBank,
    customerSupport: sample.customerSupport,
  });
  if (options.submitted ?? true) {
    const forms = emptyFormCompletedState();
    for (const flag of [
      'storeForm',
      'companyInfoForm',
      'storeDetailsForm',
      'businessOwnerForm',
      'bankForm',
      'customerServiceForm',
    ] as const) {
      forms[flag] = true;
    }
    await repos.merchantSections.setFormCompletion(merchant.id, forms);
  }
  return { browser, id: merchant.id, email, mlsProspectRef: merchant.mls_prospect_ref };
}
