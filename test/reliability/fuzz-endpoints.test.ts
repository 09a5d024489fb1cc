/**
 * fast-check fuzzing of every endpoint the app registers (read from the app itself), on SQLite and
 * PostgreSQL: random methods' bodies (JSON of any shape, raw text, NUL and unpaired surrogates),
 * query strings and path parameters, signed in and not. No answer may be a 500: bad input is
 * always a 4xx with a message.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/testing/test-app';
import { TestBrowser } from '../../server/testing/test-browser';
import { DIALECTS } from '../../server/testing/test-database';
import { SIZE } from './support/reliability-size';

interface Endpoint {
  method: string;
  path: string;
}

/** Every route of `app` with its methods (HEAD left out), read from fastify's route tree. */
export function endpointsOf(app: FastifyInstance): Endpoint[] {
  const stack: string[] = [];
  const endpoints: Endpoint[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (.*?) \(([^)]*)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const segment = match[2]!;
    const parent = depth === 0 ? '' : (stack[depth - 1] ?? '');
    const path =
      depth === 0 ? segment : `${parent.replace(/\/$/, '')}/${segment.replace(/^\//, '')}`;
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') endpoints.push({ method, path });
    }
  }
  return endpoints;
}

/** URLs carry UTF-8: an unpaired surrogate becomes U+FFFD there, as a browser would send it. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));

const nasty = fc.string({
  unit: fc.constantFrom('\u0000', 'a', 'Z', 'é', '\uD800', '\uDC00', '😀', '<', "'", '%', '"', ' '),
  maxLength: 20,
});
const text = fc.oneof(fc.string({ maxLength: 40 }), nasty);
const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(text, fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null)), {
    maxKeys: 6,
  }),
  fc.record({ data: fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }) }),
);

describe.each(DIALECTS)('fuzzing every endpoint on %s', (dialect) => {
  let t: TestApp;
  let merchant: TestBrowser;
  let endpoints: Endpoint[];
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      WEBHOOK_SECRET: 'whsec_test_0123456789abcdefghijklmnopqrstuvwxyz',
      SIGN_IN_RATE_LIMIT: '100000',
    });
    merchant = new TestBrowser(t.app);
    await merchant.signUp('fuzz@example.com');
    await merchant.checkEmail('fuzz@example.com');
    const token = await merchant.latestSignInToken('fuzz@example.com');
    await merchant.post('/sign-in-link', { token });
    endpoints = endpointsOf(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('reads the endpoints from the app', () => {
    expect(endpoints.length).toBeGreaterThan(40);
    expect(endpoints).toContainEqual({ method: 'POST', path: '/api/save' });
    expect(endpoints).toContainEqual({
      method: 'POST',
      path: '/api/ops/applications/:id/compliance',
    });
  });

  it(`answers ${SIZE.fuzzRuns} random requests without a 500`, async () => {
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.array(text, { minLength: 2, maxLength: 2 }),
        fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }),
        fc.oneof(
          json.map((value) => ({ kind: 'json' as const, value })),
          text.map((value) => ({ kind: 'raw' as const, value })),
        ),
        fc.boolean(),
        async (pick, params, query, body, signedIn) => {
          const endpoint = endpoints[pick % endpoints.length]!;
          let i = 0;
          const path = endpoint.path
            .replace(/:[A-Za-z]+/g, () => encode(params[i++] ?? 'x'))
            .replace(/\*$/, encode(params[0] ?? ''));
          const search = Object.entries(query)
            .map(([key, value]) => `${encode(key)}=${encode(value)}`)
            .join('&');
          const url = `${path}${search ? `?${search}` : ''}`;
          const withBody = endpoint.method !== 'GET';
          const options = {
            method: endpoint.method as 'GET' | 'POST',
            url,
            ...(withBody
              ? body.kind === 'json'
                ? {
                    payload: JSON.stringify(body.value),
                    headers: { 'content-type': 'application/json' },
                  }
                : { payload: body.value, headers: { 'content-type': 'text/plain' } }
              : {}),
          };
          const response = signedIn ? await merchant.request(options) : await t.app.inject(options);
          if (response.statusCode >= 500 && response.statusCode !== 503) {
            failures.push(`${endpoint.method} ${url} → ${response.statusCode} ${response.body}`);
          }
          return true;
        },
      ),
      { numRuns: SIZE.fuzzRuns, seed: Number(process.env.FUZZ_SEED ?? 20251123) },
    );
    expect(failures).toEqual([]);
  }, 300_000);
});
