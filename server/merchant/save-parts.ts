/** Small pieces of the save: the completion flags sent, and the merchant with the drafts in. */
import { computeSelfServeInStore } from '../../domain/applicability/self-serve';
import type { Merchant } from '../../domain/merchant/merchant';
import {
  FORM_COMPLETION_FLAGS,
  type FormCompletedState,
} from '../../domain/session/form-completion';
import type { SavedSections } from './merchant-sections-repository';

/** The flags a request sent; a flag left out is absent. */
export type FlagsSent = Partial<FormCompletedState>;

/**
 * The completion flags of a request: an object of booleans (unknown keys ignored); nothing sent
 * reads as no flags. Undefined when it is not such an object.
 */
export function readFlags(part: unknown): FlagsSent | undefined {
  if (part === undefined || part === null) return {};
  if (typeof part !== 'object' || Array.isArray(part)) return undefined;
  const flags: FlagsSent = {};
  for (const flag of FORM_COMPLETION_FLAGS) {
    const value = (part as Record<string, unknown>)[flag];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'boolean') return undefined;
    flags[flag] = value;
  }
  return flags;
}

/**
 * `current` with the drafts in place, the computed selfServeInStore (doc 2 §4) and the merchant
 * agreement accepted once sent accepted (it is never withdrawn by a save).
 */
export function merchantWith(current: Merchant, drafts: SavedSections, flags: FlagsSent): Merchant {
  const merchant: Merchant = {
    ...current,
    ...(Object.fromEntries(
      Object.entries(drafts).filter(([, value]) => value !== undefined),
    ) as Partial<Merchant>),
  };
  const country = merchant.companyInformation.registeredCountry;
  const store = merchant.storeDetails;
  const selfServeInStore = computeSelfServeInStore(
    country,
    store.salesChannel,
    store.multiTerminal,
  );
  return {
    ...merchant,
    storeDetails: { ...store, selfServeInStore },
    merchantAccount: { ...merchant.merchantAccount, selfServeInStore },
    formCompletion: {
      ...merchant.formCompletion,
      agreementAccepted:
        merchant.formCompletion.agreementAccepted || flags.agreementAccepted === true,
    },
  };
}
