/**
 * Encryption at rest of single field values (docs/architecture.md §4): AES-256-GCM with the data key of
 * server/app/secrets.ts, a random 96-bit IV per value, and the field name as additional data so a
 * sealed value cannot be moved to another field unnoticed. The stored text is versioned,
 * `enc:v1:<base64 of iv, ciphertext, tag>`, so a later key or format can sit beside it.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Seals and opens field values with one key. */
export interface FieldCipher {
  /** The sealed text of `plain`; '' stays '' (nothing to hide). */
  seal(field: string, plain: string): string;
  /** The plain text of a sealed value; a value that is not sealed is returned as it is. */
  open(field: string, stored: string): string;
}

/** True when `value` is sealed text of this format. */
export function isSealed(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith(SEALED_PREFIX);
}

/** A cipher over the 32-byte `key`. */
export function createFieldCipher(key: Buffer): FieldCipher {
  if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  return {
    seal(field, plain) {
      if (plain === '') return '';
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(field, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
    },
    open(field, stored) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(SEALED_PREFIX.length), 'base64');
      if (raw.length < IV_BYTES + TAG_BYTES)
        throw new Error(`A sealed ${field} value is cut short`);
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(field, 'utf8'));
      decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
      const body = raw.subarray(IV_BYTES, raw.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
