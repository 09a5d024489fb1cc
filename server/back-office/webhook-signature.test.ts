import { describe, expect, it } from 'vitest';
import {
  signatureHeader,
  verifyWebhookSignature,
  webhookSignature,
  WEBHOOK_TOLERANCE_MS,
} from './webhook-signature';

const SECRET = 'whsec_'.padEnd(40, 'x');
const BODY = Buffer.from('{"id":"evt_1","type":"compliance.decided"}');
const NOW = 1_800_000_000_000;

describe('webhook signatures', () => {
  it('accepts the signature of the body at the current time', () => {
    expect(verifyWebhookSignature(SECRET, signatureHeader(SECRET, BODY, NOW), BODY, NOW)).toEqual({
      ok: true,
    });
  });

  it('signs "<t>.<raw body>" with HMAC-SHA256 in hex (a known vector)', () => {
    // HMAC-SHA256(key "key", "1.x") computed independently with openssl.
    expect(webhookSignature('key', 1, 'x')).toBe(
      'fc4913c41a7bf793267e2a384f3261c9436ec2cd097bd745e7b0d99113f510ec',
    );
  });

  it.each([
    ['four minutes old', -4 * 60, true],
    ['just inside five minutes', -(WEBHOOK_TOLERANCE_MS / 1000) + 1, true],
    ['six minutes old', -6 * 60, false],
    ['six minutes in the future', 6 * 60, false],
  ])('a delivery %s: accepted %s', (_name, offsetSeconds, accepted) => {
    const header = signatureHeader(SECRET, BODY, NOW + offsetSeconds * 1000);
    const result = verifyWebhookSignature(SECRET, header, BODY, NOW);
    expect(result.ok).toBe(accepted);
    if (!accepted) expect(result).toEqual({ ok: false, reason: 'stale' });
  });

  it.each([
    ['another secret', signatureHeader('another'.padEnd(40, 'y'), BODY, NOW), BODY],
    ['a changed body', signatureHeader(SECRET, BODY, NOW), Buffer.from(`${BODY.toString()} `)],
  ])('refuses %s', (_name, header, body) => {
    expect(verifyWebhookSignature(SECRET, header, body, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('refuses a timestamp moved after signing', () => {
    const header = signatureHeader(SECRET, BODY, NOW - 60_000).replace(/^t=\d+/, `t=${NOW / 1000}`);
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('accepts one good signature among several (secret rotation)', () => {
    const t = NOW / 1000;
    const header = `t=${t},v1=${'0'.repeat(64)},v1=${webhookSignature(SECRET, t, BODY)}`;
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW)).toEqual({ ok: true });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['no timestamp', `v1=${'a'.repeat(64)}`],
    ['no signature', `t=${NOW / 1000}`],
    ['a short signature', `t=${NOW / 1000},v1=abc`],
    ['a non-hex signature', `t=${NOW / 1000},v1=${'z'.repeat(64)}`],
    ['a text timestamp', `t=now,v1=${'a'.repeat(64)}`],
    ['a huge header', `t=1,v1=${'a'.repeat(5000)}`],
  ])('calls %s malformed', (_name, header) => {
    expect(verifyWebhookSignature(SECRET, header, BODY, NOW)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });
});
