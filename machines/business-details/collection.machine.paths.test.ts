/**
 * Model-based path tests of the owners and locations collection machine (docs/architecture.md §3): paths
 * generated from the REAL machine for an owners list and a locations list, replayed on running
 * actors, compared step by step and required to cover every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { validMerchant } from '../../test/data/valid-merchant';
import { emptyOwner } from '../../domain/business-details/owner';
import { OWNERS_MAX, SINGLE_OWNER_ONLY } from '../testing/spec-tables';
import {
  collectionMachine,
  type CollectionContext,
  type CollectionInput,
} from './collection.machine';
import {
  NO_SHORTFALLS,
  replay,
  runPaths,
  shortfallsOf,
  type Oracle,
  type PathModel,
} from '../testing/path-coverage';
import { sayIn } from '../../test/i18n/say-in';

const us = validMerchant('US', { owners: 2, locations: 2 });
const [ownerA, ownerB] = us.owners as [(typeof us.owners)[0], (typeof us.owners)[0]];
const [storeA, storeB] = us.locations as [(typeof us.locations)[0], (typeof us.locations)[0]];
const usOwners = { registeredCountry: 'US', businessType: 'LLC', today: new Date('2026-01-01') };
const inStore = { registeredCountry: 'US', businessType: 'LLC', salesChannel: 'In-store Only' };

const ev = (event: object) => event as EventObject;
const COMMON = [
  ev({ type: 'item.add' }),
  ev({ type: 'item.edit', index: 0 }),
  ev({ type: 'item.edit', index: 1 }),
  ev({ type: 'item.remove', index: 0 }),
  ev({ type: 'item.remove', index: 1 }),
  ev({ type: 'item.save' }),
  ev({ type: 'item.cancel' }),
];

const COLLECTION_ORACLES: Oracle<CollectionContext>[] = [
  {
    source: 'doc 1 §9, doc 1 §4 Applicability rules',
    name: 'owners: at most 5, at least one stays, one only where additional owners are not allowed',
    check: ({ snapshot }) => {
      const { kind, items, validation } = snapshot.context;
      if (kind !== 'owners') return undefined;
      const single = SINGLE_OWNER_ONLY.some(
        ([country, type]) =>
          country === validation.registeredCountry &&
          (type === '*' || type === validation.businessType),
      );
      const max = single ? 1 : OWNERS_MAX;
      // While the modal adds a new owner, the list holds it before it is saved or cancelled.
      const saved = snapshot.matches('closed') ? items.length : items.length - 1;
      if (saved > max) return `${saved} owners, at most ${max}`;
      return items.length < 1 ? 'no owner left' : null;
    },
  },
  {
    source: 'doc 1 §2 Onboarding accordion',
    name: 'cancelling an add removes the new item; cancelling an edit restores the cached values',
    check: ({ snapshot, events }) => {
      if (events.at(-1)?.type !== 'item.cancel' || !snapshot.matches('closed')) return undefined;
      return snapshot.context.cached === null && snapshot.context.index === null
        ? null
        : 'the modal closed with an item still open';
    },
  },
];

function modelOf(input: CollectionInput, events: EventObject[]): PathModel<CollectionContext> {
  return {
    machine: collectionMachine,
    input,
    events,
    callIds: [],
    comparable: ({ validation: _v, ...rest }) => rest,
    recordedActions: ['itemsChanged'],
    // Three items are enough to show every rule; more only repeat the same transitions.
    filter: (snapshot) => snapshot.context.items.length <= 3,
    oracles: COLLECTION_ORACLES,
  };
}

const ownersModel = modelOf(
  { kind: 'owners', items: [{ ...emptyOwner() }], validation: usOwners },
  [
    ...COMMON,
    ev({ type: 'item.update', index: 0, values: ownerA }),
    ev({ type: 'item.change', values: ownerB }),
    ev({ type: 'item.change', values: { lastName: '' } }),
    ev({ type: 'collection.sync', items: [ownerA], validation: usOwners }),
  ],
);
const locationsModel = modelOf({ kind: 'locations', items: [storeA], validation: inStore }, [
  ...COMMON,
  ev({ type: 'item.update', index: 0, values: { locationName: '' } }),
  ev({ type: 'item.change', values: storeB }),
  ev({ type: 'item.change', values: { locationCity: '' } }),
  ev({ type: 'collection.sync', items: [storeA], validation: inStore }),
]);

/** At the limits of doc 1 §9 and §4: four owners going on five, and an Australian company. */
const limitModels = [
  modelOf({ kind: 'owners', items: [ownerA, ownerB, ownerA, ownerB], validation: usOwners }, [
    ev({ type: 'item.add' }),
    ev({ type: 'item.change', values: ownerB }),
    ev({ type: 'item.save' }),
  ]),
  modelOf(
    {
      kind: 'owners',
      items: [ownerA],
      validation: { registeredCountry: 'AU', businessType: 'Private Company' },
    },
    [
      ev({ type: 'item.add' }),
      ev({ type: 'item.change', values: ownerB }),
      ev({ type: 'item.save' }),
    ],
  ),
].map((model) => ({ ...model, filter: undefined }));

describe('collection machine: the owners and locations paths', () => {
  it('reach, step by step, what the model predicts, and together take every transition and visit every state', async () => {
    const result = await runPaths('collection', [ownersModel, locationsModel, ...limitModels]);
    expect(result.record.paths.length).toBeGreaterThan(20);
    expect(shortfallsOf(result)).toEqual(NO_SHORTFALLS);
  });
});

describe('collection machine: the rules of the lists', () => {
  const add = ev({ type: 'item.add' });
  const save = ev({ type: 'item.save' });
  const change = (values: object) => ev({ type: 'item.change', values });
  const last = async (model: PathModel<CollectionContext>, events: EventObject[]) =>
    (await replay(model, events)).reached.at(-1)?.context as CollectionContext;

  it('refuses a new owner while the first owner is incomplete (doc 2 §5)', async () => {
    const context = await last(ownersModel, [add]);
    expect(context.items).toHaveLength(1);
    expect(sayIn('en', context.refusal)).toBe('You have missing or invalid business owner fields');
  });

  it.each([
    ['AU', 'Private Company'],
    ['US', 'Sole Proprietorship'],
    ['CA', 'Sole Proprietorship'],
    ['NZ', 'Sole Trader'],
    ['UK', 'Sole Trader'],
  ])('lists no second owner for %s %s (doc 2 §4)', async (registeredCountry, businessType) => {
    const model = modelOf(
      { kind: 'owners', items: [ownerA], validation: { registeredCountry, businessType } },
      [],
    );
    const run = await replay(model, [add]);
    expect(run.reached.at(-1)).toMatchObject({ value: 'closed' });
    expect((run.reached.at(-1)?.context as CollectionContext).items).toHaveLength(1);
  });

  it('stops at five owners', async () => {
    const model = modelOf({ kind: 'owners', items: [ownerA], validation: usOwners }, []);
    const addValid = [add, change(ownerB), save];
    const context = await last(model, [...addValid, ...addValid, ...addValid, ...addValid, add]);
    expect(context.items).toHaveLength(5);
  });

  it('removes the new item when an add is cancelled and restores the values when an edit is', async () => {
    const model = modelOf({ kind: 'owners', items: [ownerA], validation: usOwners }, []);
    const afterAdd = await last(model, [add, change(ownerB), ev({ type: 'item.cancel' })]);
    expect(afterAdd.items).toEqual([ownerA]);
    const afterEdit = await last(model, [
      ev({ type: 'item.edit', index: 0 }),
      change({ firstName: 'Changed' }),
      ev({ type: 'item.cancel' }),
    ]);
    expect(afterEdit.items).toEqual([ownerA]);
  });

  it('renumbers locations on removal and hands every change to the form', async () => {
    const model = modelOf({ kind: 'locations', items: [storeA, storeB], validation: inStore }, []);
    const run = await replay(model, [ev({ type: 'item.remove', index: 0 })]);
    const context = run.reached.at(-1)?.context as CollectionContext;
    expect(context.items.map((l) => ('label' in l ? [l.locationName, l.label] : []))).toEqual([
      [storeB.locationName, 'Location 1'],
    ]);
    expect(run.actionCalls).toEqual([
      { type: 'itemsChanged', params: { kind: 'locations', items: context.items } },
    ]);
  });

  it('keeps an owner modal open with the errors of its fields', async () => {
    const model = modelOf({ kind: 'owners', items: [ownerA], validation: usOwners }, []);
    const context = await last(model, [add, change({ firstName: 'Bo' }), save]);
    expect(context.index).toBe(1);
    expect(sayIn('en', context.itemErrors.lastName?.error)).toBe('Value Required');
    expect(sayIn('en', context.itemErrors.ownershipConfirmed?.error)).toBe(
      'Additional owners must own or control at least 25%',
    );
  });
});
