/**
 * The owners or store locations collection: a child of the business details actor, started once
 * the merchant is restored, that hands every change to it (docs/architecture.md §6).
 */
import { useActorView } from '../app/use-actor-view';
import type { CollectionKind } from '../../machines/business-details/collection.machine';
import type { CollectionActor } from './collection-view';
import type { BusinessDetailsActor } from './business-details-actor';

/** The collection of `kind`; undefined until the business details actor runs it. */
export function useCollectionActor(
  onboarding: BusinessDetailsActor,
  kind: CollectionKind,
): CollectionActor | undefined {
  return useActorView(onboarding, (s) => s.children[kind]);
}
