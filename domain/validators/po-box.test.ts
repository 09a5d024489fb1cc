import { describe, expect, it } from 'vitest';
import { checkNotPoBox } from './po-box';
import { inEnglish } from '../../test/i18n/say-in';

describe('addresses must not be PO boxes (doc 2 §5)', () => {
  it.each([
    'PO Box 123',
    'P.O. Box 45',
    'p o box 9',
    'POBox 77',
    'Post Office Box 1200',
    'GPO Box 1234',
    'G.P.O. Box 88',
    'Locked Bag 5',
    'Private Bag 92019',
    'PMB 456',
    '123 Main St PMB 12',
    'Box 12',
    'Parcel Locker 1002',
    'Community Mail Bag 4',
    'PO Bx 3',
  ])('%j is refused', (street) => {
    expect(inEnglish(checkNotPoBox(street))).toEqual({
      code: 'InvalidFormat',
      error: 'Please enter a street address. PO boxes and mail bags are not accepted.',
    });
  });

  it.each([
    '1 Box Hill Road',
    '12 Boxhill Street',
    '4 Post Office Road',
    '220 Pobeda Avenue',
    'Unit 3, 45 Postman Street',
    '10 Box Lane',
    '7 Bagot Road',
    '',
  ])('%j is a street address', (street) => {
    expect(checkNotPoBox(street)).toBeUndefined();
  });
});
