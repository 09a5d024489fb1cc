/** A collection actor (owners or locations) that hands every change to the onboarding actor. */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ValidationContext } from '../../../domain/schemas/check-context';
import { collectionMachine, type CollectionKind } from '../../../machines/collection.machine';
import type { Location } from '../../../domain/merchant/location';
import type { Owner } from '../../../domain/merchant/owner';
import { ACTOR_NAMES, inspectedAs } from '../../app/app-inspector';
import type { OnboardingActor } from './onboarding-actor';

/** The collection of `kind`, started from the merchant's list. */
export function useCollection(
  onboarding: OnboardingActor,
  kind: CollectionKind,
  validation: ValidationContext,
) {
  const items = useSelector(onboarding, (s) =>
    kind === 'owners' ? s.context.merchant.owners : s.context.merchant.locations,
  );
  const [machine] = useState(() =>
    collectionMachine.provide({
      actions: {
        itemsChanged: (_, params) =>
          onboarding.send({
            type: 'draft.change',
            changes:
              params.kind === 'owners'
                ? { owners: params.items as Owner[] }
                : { locations: params.items as Location[] },
          }),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { kind, items, validation },
    ...inspectedAs(kind === 'owners' ? ACTOR_NAMES.owners : ACTOR_NAMES.locations),
  });
  const key = JSON.stringify(validation);
  // The rules read the company and store answers; when they change, the collection follows.
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('closed')) {
      actor.send({ type: 'collection.sync', items: snapshot.context.items, validation });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, key]);
  return actor;
}
