/**
 * Creates an operations console account:
 *
 *   npm run ops:create-user -- --email ops@example.com [--password '…'] [--reset-password]
 *
 * The password comes from --password or the OPS_PASSWORD environment variable (at least 12
 * characters). The database is the server's own (DATA_DIR or DATABASE_URL, as for `npm start`).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { systemClock } from '../server/app/clock';
import { ConfigError, loadConfig } from '../server/app/config';
import { openDatabase } from '../server/db/database';
import {
  createOpsSessionsRepository,
  createOpsUsersRepository,
} from '../server/ops/ops-repositories';
import { createOpsUser, type CreateOpsUserResult } from '../server/ops/ops-user-admin';

const USAGE =
  "Usage: npm run ops:create-user -- --email ops@example.com [--password '…'] [--reset-password]\n" +
  'The password may also come from the OPS_PASSWORD environment variable.';

/** Runs the command over `argv` (without node and the script) and `env`; returns the exit code. */
export async function runCreateOpsUser(
  argv: string[],
  env: Record<string, string | undefined>,
  out: { log(line: string): void; error(line: string): void } = console,
): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'reset-password': { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    out.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? env.OPS_PASSWORD;
  if (!values.email || !password) {
    out.error(USAGE);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
  const db = await openDatabase(config);
  let result: CreateOpsUserResult;
  try {
    result = await createOpsUser(
      {
        users: createOpsUsersRepository(db),
        sessions: createOpsSessionsRepository(db),
        clock: systemClock,
      },
      { email: values.email, password, resetPassword: values['reset-password'] },
    );
  } finally {
    await db.destroy();
  }
  if (!result.ok) {
    out.error(result.problem);
    return 1;
  }
  out.log(
    result.outcome === 'created'
      ? `Created the console account ${result.email}. Sign in at ${config.publicUrl}/app/ops.`
      : `Set a new password for ${result.email}; its open console sessions have ended.`,
  );
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await runCreateOpsUser(process.argv.slice(2), process.env);
}
