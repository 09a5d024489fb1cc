/**
 * The pseudonymous key a merchant's events are stored and forwarded under (docs/decisions/0255):
 * an HMAC-SHA256 of the lowercased e-mail under a key derived from the server's data encryption
 * key. The same merchant gets the same key before and after its record exists, and neither the
 * funnel table nor the product-analytics service can turn it back into the e-mail.
 */
import { createHmac, hkdfSync } from 'node:crypto';

export type MerchantKeyOf = (email: string) => string;

/** The key function under `secret` (the data encryption key). */
export function createMerchantKey(secret: Buffer): MerchantKeyOf {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'funnel merchant key', 32));
  return (email) =>
    createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex').slice(0, 32);
}
