import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../testing/test-database';
import {
  DEVELOPMENT_CONSOLE_EMAIL,
  developmentConsoleAccount,
} from './development-console-account';
import { createOpsUsersRepository } from './ops-repositories';
import { verifyPassword } from './password-hash';

const clock = () => Date.parse('2026-11-27T12:00:00Z');

describe.each(DIALECTS)('the development console account, on %s', (dialect) => {
  let test: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    test = await createTestDatabase(dialect);
    db = await openDatabase(test);
  });
  afterEach(async () => {
    await db.destroy();
    await test.drop();
  });

  it('is made on the first start with a password that signs in, kept private, and the same later', async () => {
    const first = await developmentConsoleAccount(db, test.dataDir, clock);
    expect(first.email).toBe(DEVELOPMENT_CONSOLE_EMAIL);
    const stored = await createOpsUsersRepository(db).findByEmail(DEVELOPMENT_CONSOLE_EMAIL);
    expect(await verifyPassword(first.password!, stored!.password_hash)).toBe(true);
    const file = join(test.dataDir, 'development-console-account.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await developmentConsoleAccount(db, test.dataDir, clock)).toEqual(first);
  });

  it('keeps an existing account when its password file is gone, rather than resetting it', async () => {
    const first = await developmentConsoleAccount(db, test.dataDir, clock);
    rmSync(join(test.dataDir, 'development-console-account.json'));
    expect(await developmentConsoleAccount(db, test.dataDir, clock)).toEqual({
      email: DEVELOPMENT_CONSOLE_EMAIL,
      password: null,
    });
    const stored = await createOpsUsersRepository(db).findByEmail(DEVELOPMENT_CONSOLE_EMAIL);
    expect(await verifyPassword(first.password!, stored!.password_hash)).toBe(true);
  });
});
