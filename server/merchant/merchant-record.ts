/**
 * The whole merchant (domain/merchant Merchant) as the server knows it: the lead on the merchant
 * record, the saved sections, the account fields and the completion flags, with the lead copied
 * into owner 0 and the store details where those are still empty (doc 2 §5 "Lead copies").
 */
import { computeSelfServeInStore } from '../../domain/applicability/self-serve';
import { emptyLead, type Lead } from '../../domain/lead/lead';
import { copyLeadIntoMerchant } from '../../domain/lead/lead-copies';
import { emptyMerchant, type Merchant } from '../../domain/merchant/merchant';
import { isUserState, type UserState } from '../../domain/session/user-state';
import { formCompletedStateOf } from '../session/user-state-response';
import type { Repositories } from '../db/repositories';
import type { MerchantRow } from '../db/schema';
import type { MerchantAccountRecord } from './merchant-accounts-repository';
import type { SavedSections } from './merchant-sections-repository';

/** A merchant as loaded: the record, what is saved, and the merchant the rules read. */
export interface LoadedMerchant {
  row: MerchantRow;
  userState: UserState;
  saved: SavedSections;
  account: MerchantAccountRecord;
  merchant: Merchant;
}

/** The lead answers of the merchant record, in the lead form's shape. */
export function leadOfRow(row: MerchantRow): Lead | null {
  if (!row.lead) return null;
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(row.lead) as Record<string, unknown>;
  } catch {
    return null;
  }
  const lead = emptyLead();
  for (const field of Object.keys(lead) as (keyof Lead)[]) {
    const value = stored[field];
    if (typeof value === 'string' || typeof value === 'number') lead[field] = String(value);
  }
  return lead;
}

/**
 * The merchant the rules read: saved sections over the empty merchant, then the lead copies. The
 * store's channel follows the lead only until the store details are first saved.
 */
export function merchantOf(
  row: MerchantRow,
  saved: SavedSections,
  account: MerchantAccountRecord,
): Merchant {
  const base = emptyMerchant();
  const formCompletion = formCompletedStateOf(row);
  const {
    opportunityStage: _s,
    messagingComplete: _m,
    gatewayEnabled: _g,
    secretKey: _k,
    ...fields
  } = account;
  const merchant: Merchant = {
    ...base,
    ...(Object.fromEntries(
      Object.entries(saved).filter(([, v]) => v !== undefined),
    ) as Partial<Merchant>),
    lead: leadOfRow(row) ?? base.lead,
    storeLocationsFile: saved.storeLocationsFile ?? null,
    merchantAccount: { ...fields, selfServeInStore: false },
    formCompletion,
  };
  const copied = copyLeadIntoMerchant({
    ...merchant,
    formCompletion: {
      ...formCompletion,
      storeDetailsForm: formCompletion.storeDetailsForm || saved.storeDetails !== undefined,
    },
  });
  const country = copied.companyInformation.registeredCountry;
  const store = copied.storeDetails;
  const selfServeInStore = computeSelfServeInStore(
    country,
    store.salesChannel,
    store.multiTerminal,
  );
  return {
    ...copied,
    storeDetails: { ...store, selfServeInStore },
    merchantAccount: { ...copied.merchantAccount, selfServeInStore },
    formCompletion,
  };
}

/**
 * The signed-in merchant `merchantId` as the server knows it; undefined without a record. One
 * statement (server/merchant/merchant-records-repository.ts); `forUpdate` also takes the
 * merchant's row lock, for work run with the lock's `lockedByFirstRead` (server/db/merchant-lock.ts).
 */
export async function loadMerchant(
  repos: Repositories,
  merchantId: string,
  forUpdate = false,
): Promise<LoadedMerchant | undefined> {
  const read = await repos.merchantRecords.read(merchantId, forUpdate);
  if (!read) return undefined;
  const { row, account, saved } = read;
  return {
    row,
    userState: isUserState(row.user_state) ? row.user_state : 'POST_LEAD',
    saved,
    account,
    merchant: merchantOf(row, saved, account),
  };
}
