import { describe, expect, it } from 'vitest';
import { emptyLocation, type Location } from './location';
import { addLocation, removeLocation, renumberLocations } from './location-list';

const stores = (...names: string[]): Location[] =>
  names.map((locationName, i) => ({ ...emptyLocation(i), locationName }));

describe('store locations', () => {
  it('are added with the next label', () => {
    expect(addLocation(stores('a')).map((l) => l.label)).toEqual(['Location 1', 'Location 2']);
  });

  it('are renumbered when one is removed', () => {
    const left = removeLocation(stores('a', 'b', 'c'), 0);
    expect(left.map((l) => [l.locationName, l.label])).toEqual([
      ['b', 'Location 1'],
      ['c', 'Location 2'],
    ]);
  });

  it('lose the last one when no index is given, down to none', () => {
    expect(removeLocation(stores('a', 'b')).map((l) => l.locationName)).toEqual(['a']);
    expect(removeLocation(stores('a'))).toEqual([]);
  });

  it('relabel a list whose labels drifted', () => {
    const drifted = stores('a', 'b').map((l) => ({ ...l, label: 'x' }));
    expect(renumberLocations(drifted).map((l) => l.label)).toEqual(['Location 1', 'Location 2']);
  });
});
