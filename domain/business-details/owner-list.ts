import { additionalOwnersAllowed } from './additional-owners';
import { MAX_OWNERS } from '../merchant/merchant-account';
import { emptyOwner, type Owner } from './owner';

/** Who is adding: the registered country and business type decide if more owners may be listed. */
export interface OwnerListContext {
  registeredCountry: string | undefined;
  businessType: string | undefined;
}

/** True when one more owner may be listed: additional owners allowed and fewer than five. */
export function canAddOwner(owners: readonly Owner[], context: OwnerListContext): boolean {
  return (
    owners.length < MAX_OWNERS &&
    additionalOwnersAllowed(context.registeredCountry, context.businessType)
  );
}

/** The list with an empty owner appended, or the same list when no owner may be added. */
export function addOwner(owners: readonly Owner[], context: OwnerListContext): Owner[] {
  return canAddOwner(owners, context) ? [...owners, emptyOwner()] : [...owners];
}

/**
 * The list without the owner at `index`; without an index the last owner goes (doc 2 §4). The
 * first owner always stays, so a one-owner list is returned unchanged.
 */
export function removeOwner(owners: readonly Owner[], index?: number): Owner[] {
  if (owners.length <= 1) return [...owners];
  const at = index ?? owners.length - 1;
  if (at < 0 || at >= owners.length) return [...owners];
  return owners.filter((_, i) => i !== at);
}

/** The owner list of a merchant read from anywhere: never empty, never more than five. */
export function normalizeOwners(owners: readonly Owner[] | undefined): Owner[] {
  const list = (owners ?? []).slice(0, MAX_OWNERS);
  return list.length > 0 ? list : [emptyOwner()];
}
