/**
 * Model-based path tests of the owners and locations collection machine (DESIGN.md §3): paths
 * generated from the REAL machine for an owners list and a locations list, replayed on running
 * actors, compared step by step and required to cover every state and transition.
 */
import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { validMerchant } from '../domain/schemas/valid-merchant.fixture';
import { emptyOwner } from '../domain/merchant/owner';
import {
  collectionMachine,
  type CollectionContext,
  type CollectionInput,
} from './collection.machine';
import {
  allStateIds,
  allTransitionKeys,
  generatePaths,
  replay,
  replayAll,
  type PathModel,
} from './machine-paths.test-support';

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

describe.each([
  ['owners', ownersModel],
  ['locations', locationsModel],
])('collection machine (%s): generated paths replayed on a running actor', (_kind, model) => {
  const paths = generatePaths(model);

  it('every path reaches, step by step, what the model predicts', async () => {
    expect(paths.length).toBeGreaterThan(20);
    await replayAll(model, paths, (reached, expected, label) =>
      expect(reached, label).toEqual(expected),
    );
  }, 120_000);
});

describe('collection machine: the owners and locations paths together', () => {
  it('take every transition and visit every state of the machine', async () => {
    const taken = new Set<string>();
    const visited = new Set<string>();
    for (const model of [ownersModel, locationsModel]) {
      const run = await replayAll(model, generatePaths(model), () => {});
      run.taken.forEach((t) => taken.add(t));
      run.visited.forEach((s) => visited.add(s));
    }
    expect(allTransitionKeys(collectionMachine).filter((t) => !taken.has(t))).toEqual([]);
    expect(allStateIds(collectionMachine).filter((s) => !visited.has(s))).toEqual([]);
  }, 120_000);
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
    expect(context.refusal).toBe('You have missing or invalid business owner fields');
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
    expect(context.itemErrors.lastName?.error).toBe('Value Required');
    expect(context.itemErrors.ownershipConfirmed?.error).toBe(
      'Additional owners must own or control at least 25%',
    );
  });
});
