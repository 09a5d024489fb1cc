/**
 * Signatures of back office webhooks. The header `x-portal-signature: t=<unix seconds>,v1=<hex>`
 * carries the HMAC-SHA256 of `<t>.<raw body>` under WEBHOOK_SECRET. The timestamp is signed too,
 * so an old delivery cannot be given a new time; deliveries older (or newer) than five minutes
 * are refused, and event ids are remembered so a delivery inside that window works only once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a delivery's timestamp may be from the server's clock. */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export type SignatureCheck =
  { ok: true } | { ok: false; reason: 'malformed' | 'stale' | 'mismatch' };

/** The hex HMAC of `timestamp` and `rawBody`. */
export function webhookSignature(
  secret: string,
  timestamp: number,
  rawBody: string | Buffer,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value a sender puts on `rawBody` at `nowMs`. */
export function signatureHeader(secret: string, rawBody: string | Buffer, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${webhookSignature(secret, t, rawBody)}`;
}

/** Checks `header` against `rawBody`; several v1 values are allowed (a secret being rotated). */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer,
  nowMs: number,
): SignatureCheck {
  if (!header || header.length > 1000) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/i.test(value)) {
      signatures.push(Buffer.from(value, 'hex'));
    }
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(nowMs - timestamp * 1000) > WEBHOOK_TOLERANCE_MS)
    return { ok: false, reason: 'stale' };
  const expected = Buffer.from(webhookSignature(secret, timestamp, rawBody), 'hex');
  // Every candidate is compared in constant time; none is skipped once one matches.
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(signature, expected)) matched = true;
  }
  return matched ? { ok: true } : { ok: false, reason: 'mismatch' };
}
