import { describe, expect, it } from 'vitest';
import { leadMatchesAccount } from './account-contacts';

describe('leadMatchesAccount: a further contact joins the account their lead names (0073)', () => {
  const account = { registeredCountry: 'AU', storeName: 'Acme Stores' };
  it.each([
    ['AU', 'Acme Stores', true],
    ['AU', '  acme   stores ', true],
    ['au', 'ACME STORES', true],
    ['NZ', 'Acme Stores', false],
    ['AU', 'Acme Online', false],
    ['AU', '', false],
  ] as const)('%s / "%s" → %s', (registeredCountry, storeName, joins) => {
    expect(leadMatchesAccount({ registeredCountry, storeName }, account)).toBe(joins);
  });

  it('never matches an account without a store name', () => {
    expect(
      leadMatchesAccount({ registeredCountry: 'AU', storeName: '' }, { ...account, storeName: '' }),
    ).toBe(false);
  });
});
