/**
 * In development the console has an account from the first start, so whoever runs `npm start`
 * can sign in to the console and move a merchant through every status. Its password is made once
 * and kept in the data folder (0600) beside the development keys, and printed at each start.
 * Production and tests never get one: staff accounts are made with `npm run ops:create-user`.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Clock } from '../app/clock';
import { ensurePrivateFile } from '../app/private-files';
import type { Db } from '../db/database';
import { createOpsSessionsRepository, createOpsUsersRepository } from './ops-repositories';
import { createOpsUser } from './ops-user-admin';

export const DEVELOPMENT_CONSOLE_EMAIL = 'ops@portal.localhost';
const FILE_NAME = 'development-console-account.json';

export type DevelopmentConsoleAccount =
  | { email: string; password: string }
  /** The account exists but its password file is gone: it is kept, not reset. */
  | { email: string; password: null };

/** The development console account, created with a new password when the database has none. */
export async function developmentConsoleAccount(
  db: Db,
  dataDir: string,
  clock: Clock,
): Promise<DevelopmentConsoleAccount> {
  const users = createOpsUsersRepository(db);
  const file = join(dataDir, FILE_NAME);
  if (await users.findByEmail(DEVELOPMENT_CONSOLE_EMAIL)) {
    if (!existsSync(file)) return { email: DEVELOPMENT_CONSOLE_EMAIL, password: null };
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { password: string };
    return { email: DEVELOPMENT_CONSOLE_EMAIL, password: saved.password };
  }
  const password = randomBytes(18).toString('base64url');
  const created = await createOpsUser(
    { users, sessions: createOpsSessionsRepository(db), clock },
    { email: DEVELOPMENT_CONSOLE_EMAIL, password },
  );
  if (!created.ok) throw new Error(created.problem);
  ensurePrivateFile(file);
  writeFileSync(file, JSON.stringify({ email: DEVELOPMENT_CONSOLE_EMAIL, password }, null, 2));
  return { email: DEVELOPMENT_CONSOLE_EMAIL, password };
}
