/**
 * The business details actor runs the owners and store locations collections as its children
 * (docs/architecture.md §6, doc 2 §4 "Owners and locations"): they start from the restored
 * merchant, every change of their list reaches the merchant, and the company and store answers
 * the collections' rules read reach them as they change.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Owner } from '../../domain/business-details/owner';
import { validMerchant } from '../../test/data/valid-merchant';
import { ACTOR_NAMES } from '../inspector/actor-names';
import { mayAddMoreItems } from './collection.machine';
import { businessDetailsMachine } from './business-details.machine';
import { restoreAnswerOf } from '../testing/restore-answer';
import { settle } from '../testing/waiting-network';

/** The restore answer of a complete US merchant with no store locations. */
const restoreAnswer = () => restoreAnswerOf({ ...validMerchant('US'), locations: [] });

/** The business details actor over a restore that fails `failures` times, then answers. */
async function restored(failures = 0) {
  let calls = 0;
  const actor = createActor(
    businessDetailsMachine.provide({
      actors: {
        restore: fromPromise(async () => {
          calls += 1;
          if (calls <= failures) throw new Error('Request failed with status 503');
          return { answer: restoreAnswer() };
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  await settle();
  return actor;
}

const secondOwner: Owner = {
  ...validMerchant('US').owners[0]!,
  firstName: 'Ann',
  lastName: 'Lee',
  ownershipConfirmed: true,
};

describe('the owners and locations collections of the business details actor', () => {
  it('starts both collections from the restored merchant, under their actor names', async () => {
    const actor = await restored();
    const owners = actor.getSnapshot().children.owners!;
    const locations = actor.getSnapshot().children.locations!;
    expect(owners.getSnapshot().context.items).toEqual(validMerchant('US').owners);
    expect(owners.getSnapshot().context.validation).toMatchObject({
      registeredCountry: 'US',
      businessType: 'Corporation',
    });
    expect(locations.getSnapshot().context).toMatchObject({ kind: 'locations', items: [] });
    expect(actor.system.get(ACTOR_NAMES.owners)).toBe(owners);
    expect(actor.system.get(ACTOR_NAMES.locations)).toBe(locations);
  });

  it('starts them once when the restore is retried', async () => {
    const actor = await restored(1);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(actor.getSnapshot().children.owners).toBeUndefined();
    actor.send({ type: 'restore.retry' });
    await settle();
    const children = Object.keys(actor.getSnapshot().children).filter((id) => id !== 'restore');
    // Beside the street search, which runs with the forms too.
    expect(children.sort()).toEqual(['addressSearch', 'locations', 'owners']);
  });

  it('hands an owner added in the collection to the merchant', async () => {
    const actor = await restored();
    const owners = actor.getSnapshot().children.owners!;
    owners.send({ type: 'item.add' });
    expect(actor.getSnapshot().context.merchant.owners).toHaveLength(2);
    owners.send({ type: 'item.change', values: secondOwner });
    owners.send({ type: 'item.save' });
    expect(owners.getSnapshot().matches('closed')).toBe(true);
    expect(actor.getSnapshot().context.merchant.owners.map((o) => o.firstName)).toEqual([
      'Jane',
      'Ann',
    ]);
    owners.send({ type: 'item.remove', index: 1 });
    expect(actor.getSnapshot().context.merchant.owners.map((o) => o.firstName)).toEqual(['Jane']);
  });

  it('tells the collections a company answer that changes their rules (doc 2 §4)', async () => {
    const actor = await restored();
    const owners = actor.getSnapshot().children.owners!;
    expect(mayAddMoreItems(owners.getSnapshot().context)).toBe(true);
    const companyInformation = {
      ...actor.getSnapshot().context.merchant.companyInformation,
      businessType: 'Sole Proprietorship',
    };
    actor.send({ type: 'draft.change', changes: { companyInformation } });
    expect(owners.getSnapshot().context.validation.businessType).toBe('Sole Proprietorship');
    expect(actor.getSnapshot().children.locations!.getSnapshot().context.validation).toMatchObject({
      businessType: 'Sole Proprietorship',
    });
    // A sole proprietorship lists one owner and is never offered a second.
    expect(mayAddMoreItems(owners.getSnapshot().context)).toBe(false);
    owners.send({ type: 'item.add' });
    expect(owners.getSnapshot().context.items).toHaveLength(1);
    expect(actor.getSnapshot().context.merchant.owners).toHaveLength(1);
  });
});
