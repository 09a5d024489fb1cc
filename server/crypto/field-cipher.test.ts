import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskValue } from '../../domain/api/merchant-api';
import { createFieldCipher, isSealed, SEALED_PREFIX } from './field-cipher';
import { maskRecord, openRecord, resolveMaskedValues, sealRecord } from './sensitive-values';

const cipher = createFieldCipher(randomBytes(32));

describe('field cipher (AES-256-GCM, versioned)', () => {
  it('seals to enc:v1 text that opens to the same value, with a fresh IV each time', () => {
    const a = cipher.seal('ssn', '212345678');
    const b = cipher.seal('ssn', '212345678');
    expect(a.startsWith(SEALED_PREFIX)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain('212345678');
    expect(cipher.open('ssn', a)).toBe('212345678');
    expect(Buffer.from(a.slice(SEALED_PREFIX.length), 'base64').subarray(0, 12)).not.toEqual(
      Buffer.from(b.slice(SEALED_PREFIX.length), 'base64').subarray(0, 12),
    );
  });

  it('refuses a value moved to another field, a changed byte, or another key', () => {
    const sealed = cipher.seal('account', '12345678');
    expect(() => cipher.open('routing', sealed)).toThrow();
    const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64');
    raw[14] = raw[14]! ^ 1;
    expect(() => cipher.open('account', SEALED_PREFIX + raw.toString('base64'))).toThrow();
    expect(() => createFieldCipher(randomBytes(32)).open('account', sealed)).toThrow();
  });

  it('keeps empty values empty and refuses a key of the wrong size', () => {
    expect(cipher.seal('ssn', '')).toBe('');
    expect(isSealed('')).toBe(false);
    expect(() => createFieldCipher(randomBytes(16))).toThrow();
  });
});

describe('sensitive values in a record', () => {
  const owner = { firstName: 'Jane', ssn: '212345678', dob: '04-15-1985' };

  it('seals and masks only the sensitive fields', () => {
    const sealed = sealRecord(cipher, owner);
    expect(sealed.firstName).toBe('Jane');
    expect(isSealed(sealed.ssn) && isSealed(sealed.dob)).toBe(true);
    expect(openRecord(cipher, sealed)).toEqual(owner);
    expect(maskRecord(owner)).toEqual({ firstName: 'Jane', ssn: '•••••5678', dob: '••••••1985' });
  });

  it.each([
    ['212345678', '•••••5678'],
    ['12345', '••••5'],
    ['001', '•••'],
    ['062-000', '••••000'],
    ['', ''],
  ])('masks %s as %s: at most the last 4 shown, at least 4 hidden', (value, masked) => {
    expect(maskValue(value)).toBe(masked);
  });

  it('resolves a mask sent back to the saved value, and a new value replaces it', () => {
    const saved = [owner, { ...owner, ssn: '398765432' }];
    expect(resolveMaskedValues({ ssn: '•••••5678' }, saved[0], saved).ssn).toBe('212345678');
    expect(resolveMaskedValues({ ssn: '123456789' }, saved[0], saved).ssn).toBe('123456789');
    // The second owner moved up after the first was removed.
    expect(resolveMaskedValues({ ssn: '•••••5432' }, saved[0], saved).ssn).toBe('398765432');
    // A mask that stands for nothing saved is never stored as data.
    expect(resolveMaskedValues({ ssn: '•••••0000' }, saved[0], saved).ssn).toBe('');
  });
});
