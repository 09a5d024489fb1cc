/**
 * Client access tokens of self-serve in-store activation (doc 2 §7): a short-lived token that
 * lets the card-tap step act for ONE store location of ONE merchant. It is an HMAC-signed
 * statement `{m, l, exp}` under a key derived from the session secret for this purpose only, so
 * it cannot be forged, moved to another store or used after it expires.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Long enough to tap a card, short enough that a leaked token is soon worthless. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60 * 1000;

interface Claims {
  /** merchants.id */
  m: string;
  /** Store location id. */
  l: string;
  /** Expiry, epoch milliseconds. */
  exp: number;
}

/** Issues and checks access tokens with a key derived from `sessionSecret`. */
export function createAccessTokens(sessionSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'instore', 'client-access-token', 32));
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    issue(
      merchantId: string,
      storeLocationId: string,
      now: number,
    ): { accessToken: string; expiresAt: number } {
      const expiresAt = now + ACCESS_TOKEN_TTL_MS;
      const claims: Claims = { m: merchantId, l: storeLocationId, exp: expiresAt };
      const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { accessToken: `${payload}.${sign(payload).toString('base64url')}`, expiresAt };
    },

    /** The merchant and store of a valid, unexpired token; undefined otherwise. */
    verify(
      token: string,
      now: number,
    ): { merchantId: string; storeLocationId: string } | undefined {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined || token.length > 1000) return undefined;
      const expected = sign(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
        if (typeof claims.exp !== 'number' || claims.exp <= now) return undefined;
        return { merchantId: String(claims.m), storeLocationId: String(claims.l) };
      } catch {
        return undefined;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
