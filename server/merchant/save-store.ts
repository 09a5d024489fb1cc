/**
 * POST /api/update-store-info (doc 2 §7 "store data"): the store details kept as a draft, then
 * checked with the store details schema; the answer is the field errors or the user state.
 */
import { emptyStoreDetails } from '../../domain/merchant/store-details';
import { validationContextOf } from '../../domain/schemas/validate-merchant';
import { parseSection } from '../../domain/schemas/validate-section';
import type { Repositories } from '../db/repositories';
import { loadMerchant } from './merchant-record';
import type { FormOutcome } from './save-bank';
import { merchantWith } from './save-parts';
import { sectionOfPayload, storeValuesOfPayload } from './sections-of-payload';

/** Keeps and checks the store details of `merchantId`. */
export async function saveStoreInfo(
  repos: Repositories,
  merchantId: string,
  body: Record<string, unknown>,
): Promise<FormOutcome & { userState?: string }> {
  const loaded = await loadMerchant(repos, merchantId);
  if (!loaded) return { kind: 'unknown-merchant' };
  const current = loaded.merchant;
  const sent = sectionOfPayload(
    emptyStoreDetails(),
    storeValuesOfPayload(body.data),
    current.storeDetails,
  );
  if (!sent) return { kind: 'malformed', error: 'The store data is not valid.' };
  const merchant = merchantWith(current, { storeDetails: sent }, {});
  await repos.merchantSections.save(merchantId, { storeDetails: merchant.storeDetails });
  const result = parseSection('storeDetails', merchant.storeDetails, validationContextOf(merchant));
  if (!result.success) return { kind: 'invalid', errors: { storeDetails: result.errors } };
  return { kind: 'saved', formCompletedState: current.formCompletion, userState: loaded.userState };
}
