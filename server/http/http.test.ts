import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { APP_NOT_BUILT_ERROR } from './spa';

describe.each(DIALECTS)('on %s', (dialect) => {
  describe('the built app under /app/', () => {
    let t: TestApp;
    let clientDir: string;
    beforeAll(async () => {
      clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
      mkdirSync(join(clientDir, 'assets'));
      writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>portal</title>');
      writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
      t = await createTestApp(dialect, { CLIENT_DIR: clientDir });
    });
    afterAll(async () => {
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    });

    it('serves files, hashed assets cached for good', async () => {
      const response = await t.app.inject({ url: '/app/assets/main-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1)');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['/app/', '/app/lead', '/app/onboarding/bank-info', '/app/sign-in?x=1'])(
      'answers %s with index.html (single-page fallback)',
      async (url) => {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('<title>portal</title>');
        expect(response.headers['cache-control']).toBe('no-cache');
      },
    );

    it('redirects / and /app to /app/, keeping the query string (doc 1 §2)', async () => {
      for (const [url, location] of [
        ['/', '/app/'],
        ['/?email=a%40b.com', '/app/?email=a%40b.com'],
        ['/app', '/app/'],
      ]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(location);
      }
    });

    it('answers unknown paths outside /app with a JSON 404', async () => {
      for (const [method, url] of [
        ['GET', '/nope'],
        ['POST', '/api/nothing-here'],
        ['POST', '/app/lead'],
      ] as const) {
        const response = await t.app.inject({ method, url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: 'Not found' });
      }
    });

    it('sends a CSP that allows its own scripts, inline styles and the captcha workers', async () => {
      const csp = String((await t.app.inject({ url: '/app/' })).headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("worker-src 'self' blob:");
    });
  });

  describe('without a build', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('says how to build the app', async () => {
      const response = await t.app.inject({ url: '/app/lead' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: APP_NOT_BUILT_ERROR });
    });
  });

  describe('correlation ids', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(dialect);
    });
    afterAll(() => t.close());

    it('echoes a sane x-correlation-id', async () => {
      const response = await t.app.inject({
        url: '/user-state',
        headers: { 'x-correlation-id': 'abc-123_X' },
      });
      expect(response.headers['x-correlation-id']).toBe('abc-123_X');
    });

    it.each(['x'.repeat(65), 'has space', 'semi;colon', ''])(
      'replaces %j with a fresh id',
      async (given) => {
        const response = await t.app.inject({
          url: '/user-state',
          headers: { 'x-correlation-id': given },
        });
        expect(response.headers['x-correlation-id']).toMatch(/^[0-9a-f-]{36}$/);
      },
    );
  });
});
