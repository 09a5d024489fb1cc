import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress-plugin';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DIALECTS } from '../testing/test-database';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compression';

const script = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const html = `<!doctype html><title>portal</title><body>${'<p>hello</p>'.repeat(200)}</body>`;

describe.each(DIALECTS)('on %s', (dialect) => {
  describe('the built app, compressed at build time', () => {
    let t: TestApp;
    let clientDir: string;
    beforeAll(async () => {
      clientDir = mkdtempSync(join(tmpdir(), 'portal-client-'));
      mkdirSync(join(clientDir, 'assets'));
      writeFileSync(join(clientDir, 'index.html'), html);
      writeFileSync(join(clientDir, 'assets', 'main-abc123.js'), script);
      writeFileSync(join(clientDir, 'assets', 'tiny-abc123.js'), 'console.log(1)');
      expect(precompressDir(clientDir)).toBe(2);
      t = await createTestApp(dialect, { CLIENT_DIR: clientDir });
    });
    afterAll(async () => {
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    });

    it('sends the brotli file to a browser that accepts it, cached for good', async () => {
      const response = await t.app.inject({
        url: '/app/assets/main-abc123.js',
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
      expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    });

    it('sends gzip when brotli is not accepted, and the plain file when nothing is', async () => {
      const gz = await t.app.inject({
        url: '/app/assets/main-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await t.app.inject({
        url: '/app/assets/main-abc123.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    });

    it('leaves files too small to gain anything uncompressed', async () => {
      const response = await t.app.inject({
        url: '/app/assets/tiny-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log(1)');
    });

    it.each(['/app/', '/app/lead'])(
      'sends index.html for %s compressed and revalidated on every visit',
      async (url) => {
        const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-encoding']).toBe('br');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(brotliDecompressSync(response.rawPayload).toString()).toBe(html);
      },
    );
  });
});

describe('API answers', () => {
  const app = Fastify();
  const items = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `merchant ${i}` }));
  beforeAll(async () => {
    await registerCompression(app);
    app.get('/big', () => ({ items }));
    app.get('/small', () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it(`are compressed above ${COMPRESS_THRESHOLD_BYTES} bytes`, async () => {
    expect(JSON.stringify({ items }).length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ items });
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ items });
  });

  it('are sent plain below the threshold or when the client accepts no encoding', async () => {
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual({ items });
  });
});
