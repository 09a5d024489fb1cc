/** Random secrets handed to browsers, and the hashes the database keeps instead of them. */
import { createHash, randomBytes } from 'node:crypto';

/** `bytes` random bytes as base64url (32 bytes = 256 bits, 43 characters). */
export function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of `value`, in hex. A stolen database copy then holds no usable session or link. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
