import { describe, expect, it } from 'vitest';
import { isValidEmailAddress, normaliseEmail } from '../session/email-address';

describe('e-mail address format', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe@Example.COM',
    '  jane+shop@mail.example.co.uk ',
    "o'brien@example.ie",
    'a@b.io',
  ])('%j is valid', (email) => {
    expect(isValidEmailAddress(email)).toBe(true);
  });

  it.each([
    '',
    'jane',
    'jane@',
    '@example.com',
    'jane@example',
    'jane@@example.com',
    'jane doe@example.com',
    'jane@example..com',
    '.jane@example.com',
    'jane.@example.com',
    'jane@-example.com',
    'jane@example.c',
    `${'a'.repeat(250)}@example.com`,
  ])('%j is invalid', (email) => {
    expect(isValidEmailAddress(email)).toBe(false);
  });

  it('normalising trims and lowercases (doc 2 §2)', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
});
