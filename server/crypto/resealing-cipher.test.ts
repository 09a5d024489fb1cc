import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createFieldCipher, isSealed } from './field-cipher';
import { resealingCipher } from './resealing-cipher';

const base = createFieldCipher(randomBytes(32));

describe('resealingCipher (one transaction of a save)', () => {
  it('seals an opened value sent back unchanged to the text it was read from', () => {
    const stored = base.seal('ssn', '123-45-6789');
    const cipher = resealingCipher(base);
    expect(cipher.open('ssn', stored)).toBe('123-45-6789');
    expect(cipher.seal('ssn', '123-45-6789')).toBe(stored);
  });

  it('seals a changed value anew, and never hands one field the sealed text of another', () => {
    const stored = base.seal('ssn', '123-45-6789');
    const cipher = resealingCipher(base);
    cipher.open('ssn', stored);
    const changed = cipher.seal('ssn', '987-65-4321');
    expect(isSealed(changed)).toBe(true);
    expect(base.open('ssn', changed)).toBe('987-65-4321');
    const otherField = cipher.seal('taxId', '123-45-6789');
    expect(otherField).not.toBe(stored);
    expect(base.open('taxId', otherField)).toBe('123-45-6789');
  });

  it('seals values it never opened (plain legacy values included) with a fresh sealing', () => {
    const cipher = resealingCipher(base);
    expect(cipher.open('ssn', 'plain-legacy')).toBe('plain-legacy');
    const sealed = cipher.seal('ssn', 'plain-legacy');
    expect(isSealed(sealed)).toBe(true);
    expect(cipher.seal('ssn', '')).toBe('');
  });
});
