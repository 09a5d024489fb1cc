/**
 * The data folder holds personal data: the SQLite database (and its journals), keys.json and the
 * uploads are readable by the server's user only, whatever the umask.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';

describe('data files', () => {
  const root = mkdtempSync(join(tmpdir(), 'portal-modes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('creates the data folder 0700 and portal.db, its WAL and keys.json 0600', async () => {
    const dataDir = join(root, 'data');
    const previous = process.umask(0o022);
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const app = await buildApp(config);
      await app.ready();
      const mode = (file: string) => (statSync(join(dataDir, file)).mode & 0o777).toString(8);
      expect(mode('.')).toBe('700');
      expect(mode('keys.json')).toBe('600');
      expect(mode('portal.db')).toBe('600');
      expect(mode('portal.db-wal')).toBe('600');
      await app.close();
    } finally {
      process.umask(previous);
    }
  });
});
