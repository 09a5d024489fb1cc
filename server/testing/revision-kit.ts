/**
 * What the suites of requests for changes share: a US application in review whose business sections were saved
 * through the real save call (so a later save of the same values changes nothing), a signed-in
 * console, and the request calls.
 */
import type { ApplicationDetail } from '../../domain/api/back-office-api';
import { opsRevisionPath, type RevisionItemRequest } from '../../domain/api/revision-api';
import type { Merchant } from '../../domain/merchant/merchant';
import { emptyFormCompletedState } from '../../domain/session/form-completion';
import { validMerchant } from '../../test/data/valid-merchant';
import { SUBMITTED_FORMS } from '../back-office/back-office-repositories';
import { createOpsAccount, opsBrowser } from './back-office-kit';
import {
  BUSINESS_FORMS,
  saveBody,
  signUpMerchant,
  type RawDatabase,
  type SignedUpMerchant,
} from './merchant-test-kit';
import type { TestApp } from './test-app';
import type { TestBrowser } from './test-browser';

export interface ReviewedMerchant extends SignedUpMerchant {
  /** The merchant as saved: change a copy and send it with `saveBody`. */
  merchant: Merchant;
}

/** A US merchant (two owners, two locations) whose forms are done: IN_REVIEW. */
export async function merchantInReview(
  t: TestApp,
  raw: RawDatabase,
  email: string,
): Promise<ReviewedMerchant> {
  const merchant = validMerchant('US', { owners: 2, locations: 2 });
  const signedUp = await signUpMerchant(t, raw, email, 'US', merchant);
  const saved = await signedUp.browser.post('/api/save', saveBody(merchant, BUSINESS_FORMS));
  if (saved.statusCode !== 200) throw new Error(`the first save was refused: ${saved.body}`);
  const forms = emptyFormCompletedState();
  for (const flag of [...SUBMITTED_FORMS, 'storeForm', 'agreementAccepted'] as const) {
    forms[flag] = true;
  }
  await raw.repos.merchantSections.setFormCompletion(signedUp.merchantId, forms);
  return { ...signedUp, merchant };
}

/** A console signed in as `email` (the account is made first). */
export async function reviewer(t: TestApp, email: string): Promise<TestBrowser> {
  await createOpsAccount(t, email, 'correct horse battery staple');
  return opsBrowser(t, email, 'correct horse battery staple');
}

/** The console asks for changes. */
export const askForChanges = (
  ops: TestBrowser,
  merchantId: string,
  items: RevisionItemRequest[],
  deadlineDays?: number,
) =>
  ops.post(opsRevisionPath(merchantId), {
    items,
    ...(deadlineDays === undefined ? {} : { deadlineDays }),
  });

export const detailOf = async (ops: TestBrowser, merchantId: string) =>
  (await ops.get(`/api/ops/applications/${merchantId}`)).json<ApplicationDetail>();

/** A deep copy of `merchant` to change. */
export const copyOf = (merchant: Merchant): Merchant => structuredClone(merchant);
