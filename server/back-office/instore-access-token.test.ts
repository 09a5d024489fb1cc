import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, createAccessTokens } from './instore-access-token';

const SECRET = 's'.repeat(43);
const NOW = 1_800_000_000_000;

describe('in-store client access tokens', () => {
  const tokens = createAccessTokens(SECRET);

  it('hold their merchant and store location until they expire', () => {
    const { accessToken, expiresAt } = tokens.issue('m-1', 'sl_1', NOW);
    expect(expiresAt).toBe(NOW + ACCESS_TOKEN_TTL_MS);
    expect(tokens.verify(accessToken, NOW + ACCESS_TOKEN_TTL_MS - 1)).toEqual({
      merchantId: 'm-1',
      storeLocationId: 'sl_1',
    });
    expect(tokens.verify(accessToken, NOW + ACCESS_TOKEN_TTL_MS)).toBeUndefined();
  });

  it('cannot be moved to another store or merchant', () => {
    const { accessToken } = tokens.issue('m-1', 'sl_1', NOW);
    const [, signature] = accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ m: 'm-1', l: 'sl_2', exp: NOW + ACCESS_TOKEN_TTL_MS }),
    ).toString('base64url');
    expect(tokens.verify(`${forged}.${signature}`, NOW)).toBeUndefined();
  });

  it('are worthless under another secret', () => {
    const { accessToken } = tokens.issue('m-1', 'sl_1', NOW);
    expect(createAccessTokens('t'.repeat(43)).verify(accessToken, NOW)).toBeUndefined();
  });

  it.each(['', 'abc', 'a.b.c', '.', `${'a'.repeat(2000)}.b`])('refuse %j', (token) => {
    expect(tokens.verify(token, NOW)).toBeUndefined();
  });
});
