import { describe, expect, it } from 'vitest';
import { emptyOwner, type Owner } from './owner';
import { addOwner, canAddOwner, normalizeOwners, removeOwner } from './owner-list';

const named = (...names: string[]): Owner[] =>
  names.map((firstName) => ({ ...emptyOwner(), firstName }));

describe('adding owners', () => {
  it.each([
    ['AU', 'Private Company', false],
    ['AU', 'Sole Trader', false],
    ['US', 'Sole Proprietorship', false],
    ['US', 'LLC', true],
    ['CA', 'Sole Proprietorship', false],
    ['CA', 'Corporation', true],
    ['NZ', 'Sole Trader', false],
    ['NZ', 'Partnership', true],
    ['UK', 'Sole Trader', false],
    ['UK', 'Private Company', true],
  ])('%s %s may add an owner: %s', (registeredCountry, businessType, allowed) => {
    const context = { registeredCountry, businessType };
    expect(canAddOwner(named('a'), context)).toBe(allowed);
    expect(addOwner(named('a'), context)).toHaveLength(allowed ? 2 : 1);
  });

  it('stops at five owners', () => {
    const context = { registeredCountry: 'US', businessType: 'LLC' };
    const five = named('a', 'b', 'c', 'd', 'e');
    expect(canAddOwner(five, context)).toBe(false);
    expect(addOwner(five, context)).toHaveLength(5);
  });
});

describe('removing owners', () => {
  it('removes the last owner when no index is given', () => {
    expect(removeOwner(named('a', 'b', 'c')).map((o) => o.firstName)).toEqual(['a', 'b']);
  });

  it('removes the owner at the given index', () => {
    expect(removeOwner(named('a', 'b', 'c'), 1).map((o) => o.firstName)).toEqual(['a', 'c']);
  });

  it('always keeps one owner', () => {
    expect(removeOwner(named('a'))).toHaveLength(1);
    expect(removeOwner(named('a'), 0)).toHaveLength(1);
  });

  it('ignores an index outside the list', () => {
    expect(removeOwner(named('a', 'b'), 5)).toHaveLength(2);
  });
});

describe('owners read from a record', () => {
  it('are never empty and never more than five', () => {
    expect(normalizeOwners([])).toHaveLength(1);
    expect(normalizeOwners(undefined)).toHaveLength(1);
    expect(normalizeOwners(named('a', 'b', 'c', 'd', 'e', 'f'))).toHaveLength(5);
  });
});
