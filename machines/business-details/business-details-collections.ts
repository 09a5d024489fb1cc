/**
 * The owners and store locations collections of the business details actor (doc 2 §4 "Owners
 * and locations"): its children, started from the restored merchant, that report every change
 * of their list back to it as a draft change and are told the new validation context whenever
 * a draft change alters it (docs/architecture.md §6).
 */
import { sendParent } from 'xstate';
import type { Location } from '../../domain/business-details/location';
import type { Merchant } from '../../domain/merchant/merchant';
import type { Owner } from '../../domain/business-details/owner';
import type { DraftChanges } from '../../domain/business-details/section-save';
import { validationContextOf } from '../../domain/schemas/validation-context';
import {
  collectionMachine,
  type CollectionInput,
  type CollectionItem,
  type CollectionKind,
} from './collection.machine';

/** The collections the business details actor runs, by child id. */
export const COLLECTION_KINDS = ['owners', 'locations'] as const satisfies CollectionKind[];

/** The draft change a collection's new list makes. */
export function changesOfItems(kind: CollectionKind, items: CollectionItem[]): DraftChanges {
  return kind === 'owners' ? { owners: items as Owner[] } : { locations: items as Location[] };
}

/** A collection that hands each change of its list to its parent, the business details actor. */
export const reportingCollectionMachine = collectionMachine.provide({
  actions: {
    itemsChanged: sendParent((_, params: { kind: CollectionKind; items: CollectionItem[] }) => ({
      type: 'draft.change',
      changes: changesOfItems(params.kind, params.items),
    })),
  },
});

/** The list of `kind` and the rules it is checked by, read from the merchant. */
export function collectionInputOf(kind: CollectionKind, merchant: Merchant): CollectionInput {
  return {
    kind,
    items: kind === 'owners' ? merchant.owners : merchant.locations,
    validation: validationContextOf(merchant),
  };
}

/**
 * The rules the collections read (the country, business type, sales channel, owner and business
 * names) differ between the two merchants.
 */
export function collectionRulesChanged(before: Merchant, after: Merchant): boolean {
  return JSON.stringify(validationContextOf(before)) !== JSON.stringify(validationContextOf(after));
}
