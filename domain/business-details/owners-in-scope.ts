import { additionalOwnersAllowed } from './additional-owners';
import type { Owner } from './owner';
import type { ValidationContext } from '../schemas/check-context';

/**
 * The owners validated: the first always, the others only where the country and business type
 * allow additional owners (doc 2 §4). Owners that are not allowed are not validated; the save
 * payload leaves them out.
 */
export function ownersInScope(
  owners: readonly Owner[],
  context: ValidationContext,
): readonly Owner[] {
  return additionalOwnersAllowed(context.registeredCountry, context.businessType)
    ? owners
    : owners.slice(0, 1);
}
