import { describe, expect, it } from 'vitest';
import { accountNameMatches } from './account-name';

describe('accountNameMatches: the usual equivalents of a legal entity (doc 2 §4)', () => {
  it.each([
    ['Acme Ltd', 'Acme Limited'],
    ['ACME LIMITED', 'Acme Ltd.'],
    ['Kiwi Widgets Pty Ltd', 'Kiwi Widgets Proprietary Limited'],
    ['Smith & Sons Co', 'Smith and Sons Company'],
    ['Globex Inc', 'Globex Incorporated'],
    ['Initech Corp.', 'Initech Corporation'],
    ['Hooli L.L.C.', 'Hooli LLC'],
    ['Hooli Limited Liability Company', 'Hooli LLC'],
    ['Bluth Partners LLP', 'Bluth Partners Limited Liability Partnership'],
    ['Tesco PLC', 'Tesco Public Limited Company'],
    ['The Corner Store Ltd', 'Corner Store Limited'],
    ['Café Brûlé Ltd', 'CAFE BRULE LIMITED'],
    ['  acme   widgets  ltd ', 'Acme-Widgets Ltd'],
    ["O'Brien Holdings Ltd", 'OBrien Holdings Limited'],
    // a legal form left out by the bank
    ['Acme', 'Acme Limited'],
    // trustee forms
    ['Smith Nominees Pty Ltd ATF Smith Family Trust', 'Smith Family Trust'],
    ['Smith Nominees Pty Ltd as trustee for the Smith Family Trust', 'Smith Family Trust'],
    ['Smith Nominees Pty Ltd', 'Smith Nominees Pty Ltd ATF Smith Family Trust'],
  ])('%j matches %j', (account, legal) => {
    expect(accountNameMatches(account, [legal])).toBe(true);
  });

  it('accepts a trading name given in the application', () => {
    expect(accountNameMatches('Corner Bakery', ['Doughs Holdings Ltd', 'Corner Bakery'])).toBe(
      true,
    );
    expect(
      accountNameMatches('Doughs Holdings Ltd T/A Corner Bakery', ['Doughs Holdings Ltd']),
    ).toBe(true);
  });

  it.each([
    ['Acme Ltd', 'Globex Limited'],
    ['Acme Widgets Ltd', 'Acme Limited'],
    ['Smith Family Trust', 'Jones Family Trust'],
    ['Jones Nominees ATF Jones Trust', 'Smith Family Trust'],
    ['Acme Ltd', ''],
    ['', 'Acme Ltd'],
  ])('%j does not match %j', (account, legal) => {
    expect(accountNameMatches(account, [legal])).toBe(false);
  });
});

describe('accountNameMatches: a sole trader owner', () => {
  it.each([
    ['Jane Smith', 'Jane Smith'],
    ['JANE A SMITH', 'Jane Smith'],
    ['Mrs Jane Smith', 'Jane Smith'],
    ['Jane Smith T/A Jane’s Flowers', 'Jane Smith'],
  ])('%j matches the owner %j', (account, owner) => {
    expect(accountNameMatches(account, [owner], true)).toBe(true);
  });

  it.each([
    ['John Smith', 'Jane Smith'],
    ['Jane Jones', 'Jane Smith'],
  ])('%j does not match the owner %j', (account, owner) => {
    expect(accountNameMatches(account, [owner], true)).toBe(false);
  });
});
