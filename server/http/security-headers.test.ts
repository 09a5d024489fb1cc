import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security-headers';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appAt(publicUrl: string): Promise<FastifyInstance> {
  app = Fastify();
  registerSecurityHeaders(app, publicUrl);
  app.get('/ok', () => ({ ok: true }));
  app.get('/refused', async (_request, reply) => reply.code(400).send({ error: 'No.' }));
  app.get('/fails', () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

describe('security headers', () => {
  it('go out on answers, refusals, failures and unknown paths alike', async () => {
    const portal = await appAt('http://localhost:3000');
    for (const url of ['/ok', '/refused', '/fails', '/nowhere']) {
      const { headers } = await portal.inject({ url });
      expect(headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('ask for HTTPS only where the portal is served over it', async () => {
    const plain = await appAt('http://localhost:3000');
    const overHttp = await plain.inject({ url: '/ok' });
    expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    expect(overHttp.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    await plain.close();

    const secure = await appAt('https://merchants.example');
    const overHttps = await secure.inject({ url: '/ok' });
    expect(overHttps.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(overHttps.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
