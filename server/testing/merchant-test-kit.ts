/**
 * What the merchant data suites share: a signed-up merchant per country through the real sign-up,
 * and a second connection to the test database to read raw rows and set back-office fields
 * through the same repositories the back office uses.
 */
import type { CountryCode } from '../../domain/countries/country-code';
import { leadPayload } from '../../domain/lead/lead-payload';
import { savePayload } from '../../domain/business-details/save-payload';
import { trackingOfVisit } from '../../domain/lead/lead-tracking';
import type { Merchant } from '../../domain/merchant/merchant';
import { validMerchant } from '../../test/data/valid-merchant';
import { createFieldCipher } from '../crypto/field-cipher';
import { openDatabase, type Db } from '../db/database';
import { createRepositories, type Repositories } from '../db/repositories';
import type { TestApp } from './test-app';
import { TestBrowser } from './test-browser';

/** A direct connection to the app's database. */
export interface RawDatabase {
  db: Db;
  repos: Repositories;
  close(): Promise<void>;
}

/** Opens the test app's database a second time. */
export async function openRawDatabase(t: TestApp): Promise<RawDatabase> {
  const db = await openDatabase(t.config);
  const repos = createRepositories(
    db,
    createFieldCipher(t.config.secrets.dataEncryptionKey),
    Date.now,
  );
  return { db, repos, close: () => db.destroy() };
}

/** A signed-in merchant of `country` whose lead is the valid fixture's lead. */
export interface SignedUpMerchant {
  browser: TestBrowser;
  merchantId: string;
  email: string;
  mlsProspectRef: string;
}

/** Signs up `email` with the valid `country` lead; the browser stays signed in. */
export async function signUpMerchant(
  t: TestApp,
  raw: RawDatabase,
  email: string,
  country: CountryCode = 'US',
  merchant: Merchant = validMerchant(country),
): Promise<SignedUpMerchant> {
  const browser = new TestBrowser(t.app);
  const lead = leadPayload({ ...merchant.lead, email }, trackingOfVisit('')).data;
  const response = await browser.signUp(email, lead);
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const row = await raw.repos.merchants.findByEmail(email);
  if (!row) throw new Error('no merchant record after sign-up');
  return { browser, merchantId: row.id, email, mlsProspectRef: row.mls_prospect_ref ?? '' };
}

/** The save of `merchant` as a JSON body, with `flags` submitted as complete. */
export function saveBody(merchant: Merchant, flags: Partial<Merchant['formCompletion']> = {}) {
  const payload = savePayload(merchant);
  return { ...payload, formCompletionData: { ...payload.formCompletionData, ...flags } };
}

/** The three business forms submitted as complete. */
export const BUSINESS_FORMS = {
  companyInfoForm: true,
  storeDetailsForm: true,
  businessOwnerForm: true,
} as const;

/** A multipart body of text fields (and files), as the browser's FormData sends it. */
export function multipart(
  fields: Record<string, string>,
  files: Record<string, { name: string; bytes: Buffer; type?: string }> = {},
) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
