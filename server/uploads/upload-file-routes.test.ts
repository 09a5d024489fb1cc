/**
 * POST /api/upload-file and GET /api/files/:id (doc 2 §5, §7; docs/architecture.md §4): the type is read
 * from the bytes, sizes and logo dimensions are checked, files land outside any served folder and
 * only their merchant can read them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import {
  multipart,
  openRawDatabase,
  signUpMerchant,
  type RawDatabase,
} from '../testing/merchant-test-kit';

const MB = 1024 * 1024;
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#22c9a1' } })
    .png()
    .toBuffer();
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#118067' } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

describe.each(DIALECTS)('uploads on %s', (dialect) => {
  let t: TestApp;
  let raw: RawDatabase;
  let browser: TestBrowser;
  let merchantId: string;
  const upload = (
    file: { name: string; bytes: Buffer; type?: string } | undefined,
    fields: Record<string, string> = {},
    who: TestBrowser = browser,
  ) =>
    who.request({
      method: 'POST',
      url: '/api/upload-file',
      ...multipart(fields, file ? { file } : {}),
    });
  beforeAll(async () => {
    t = await createTestApp(dialect);
    raw = await openRawDatabase(t);
    ({ browser, merchantId } = await signUpMerchant(t, raw, 'files@example.com', 'UK'));
  });
  afterAll(async () => {
    await raw.close();
    await t.close();
  });

  it('stores an ID photo under the data folder and gives it back only as a download', async () => {
    const bytes = await jpeg(40, 30);
    const response = await upload(
      { name: 'passport.jpg', bytes, type: 'image/jpeg' },
      { field: 'govId' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/api\/files\/[A-Za-z0-9_-]+$/),
      name: 'passport.jpg',
      message: 'File uploaded successfully.',
    });
    const id = body.url.split('/').pop();
    const path = join(t.config.dataDir, 'uploads', merchantId, id);
    expect(readFileSync(path)).toEqual(bytes);
    const row = await raw.db
      .selectFrom('uploaded_files')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      merchant_id: merchantId,
      original_name: 'passport.jpg',
      mime_type: 'image/jpeg',
      size_bytes: bytes.length,
      bucket_type: 'Onboarding',
      field: 'govId',
    });

    const file = await browser.get(body.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload).toEqual(bytes);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('reads the type from the bytes: a PNG named .pdf is stored as a PNG', async () => {
    const response = await upload({
      name: 'scan.pdf',
      bytes: await png(10, 10),
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(200);
    const id = response.json().url.split('/').pop();
    expect((await browser.get(`/api/files/${id}`)).headers['content-type']).toBe('image/png');
  });

  it.each([
    [
      'a text file named .png',
      { name: 'id.png', bytes: Buffer.from('just some text'), type: 'image/png' },
      {},
      'Files must be PNG, JPEG, PDF or HEIC.',
    ],
    [
      'a text file as an ID',
      { name: 'id.jpg', bytes: Buffer.from('<svg/>'), type: 'image/jpeg' },
      { field: 'govId' },
      'ID files must be .heic, .jpg, .jpeg, .png or .pdf.',
    ],
    ['an empty file', { name: 'empty.pdf', bytes: Buffer.alloc(0) }, {}, 'A file is required.'],
  ])('refuses %s with a message for the field', async (_name, file, fields, message) => {
    const response = await upload(file, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('refuses an ID file over 16MB', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(16 * MB)]);
    const response = await upload({ name: 'big.pdf', bytes }, { field: 'govId' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/too large/);
  });

  it('takes a PDF of exactly 16MB', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(16 * MB - PDF.length)]);
    expect((await upload({ name: 'edge.pdf', bytes }, { field: 'govId' })).statusCode).toBe(200);
  });

  it('refuses a request without a file', async () => {
    const response = await upload(undefined, { bucketType: 'Cash' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('A file is required.');
  });

  describe('the cash pay logo (bucket Cash): square PNG or JPG, at least 256x256, under 2MB', () => {
    it.each([
      ['a 256x256 PNG', () => png(256, 256), 200, undefined],
      ['a 512x512 JPEG', () => jpeg(512, 512), 200, undefined],
      ['a 300x200 PNG', () => png(300, 200), 400, 'Brand image must be square.'],
      ['a 255x255 PNG', () => png(255, 255), 400, 'Brand image must be at least 256x256 px.'],
      ['a PDF', async () => PDF, 400, 'Brand image must be a PNG or JPG.'],
    ] as const)('%s answers %i', async (_name, make, status, message) => {
      const response = await upload(
        { name: 'acme_cashpay_logo', bytes: await make() },
        { bucketType: 'Cash' },
      );
      expect(response.statusCode).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    });

    it('names the logo by the rule: lowercased store name plus _cashpay_logo (doc 2 §5)', async () => {
      const response = await upload(
        { name: 'My Brand Logo.PNG', bytes: await png(256, 256) },
        { bucketType: 'Cash', filename: 'whatever the browser says.png' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().name).toMatch(/^[^A-Z]+_cashpay_logo\.png$/);
      const row = await raw.db
        .selectFrom('uploaded_files')
        .select(['original_name', 'bucket_type'])
        .where('id', '=', String(response.json().url).split('/').pop()!)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ original_name: response.json().name, bucket_type: 'Cash' });
    });

    it('refuses a logo of 2MB or more', async () => {
      const big = await sharp({
        create: { width: 1200, height: 1200, channels: 3, background: '#000' },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(big.length).toBeGreaterThanOrEqual(2 * MB);
      const response = await upload({ name: 'logo.png', bytes: big }, { bucketType: 'Cash' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Brand image must be under 2MB.');
    });
  });

  it('keeps a long name in full (shortening for display is the browser’s)', async () => {
    const name = `${'quarterly-store-locations-'.repeat(4)}.pdf`;
    const response = await upload({ name, bytes: PDF });
    expect(response.json().name).toBe(name);
  });

  it('gives a file only to the merchant who uploaded it', async () => {
    const mine = (await upload({ name: 'mine.pdf', bytes: PDF })).json().url;
    const other = await signUpMerchant(t, raw, 'other-files@example.com', 'UK');
    expect((await other.browser.get(mine)).statusCode).toBe(404);
    expect((await new TestBrowser(t.app).get(mine)).statusCode).toBe(401);
    expect((await browser.get('/api/files/not-a-file')).statusCode).toBe(404);
    expect(
      (await upload({ name: 'x.pdf', bytes: PDF }, {}, new TestBrowser(t.app))).statusCode,
    ).toBe(401);
  });

  it('stores files outside the served app folder', () => {
    expect(existsSync(join(t.config.dataDir, 'uploads'))).toBe(true);
    expect(join(t.config.dataDir, 'uploads').startsWith(t.config.clientDir)).toBe(false);
  });
});
