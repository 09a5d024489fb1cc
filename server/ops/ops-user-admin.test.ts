/**
 * `npm run ops:create-user`: its function run against a temporary database of each dialect, the
 * way the command runs it; and the password hashing it relies on.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCreateOpsUser } from '../../scripts/create-ops-user';
import { envOf } from '../testing/back-office-kit';
import { openDatabase, type Db } from '../db/database';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TestBrowser } from '../testing/test-browser';
import { DIALECTS } from '../testing/test-database';
import { hashPassword, passwordProblem, verifyPassword } from './password-hash';

const PASSWORD = 'a long enough password';

describe('console password hashes', () => {
  it('verify the password they were made from, and nothing else', async () => {
    const hash = await hashPassword(PASSWORD);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword(PASSWORD, hash)).toBe(true);
    expect(await verifyPassword(`${PASSWORD} `, hash)).toBe(false);
    expect(await hashPassword(PASSWORD)).not.toBe(hash);
  });

  it.each(['', 'plain', 'scrypt$0$8$1$c2FsdA==$aGFzaA==', 'bcrypt$1$2$3$4$5'])(
    'match nothing when stored as %j',
    async (stored) => {
      expect(await verifyPassword(PASSWORD, stored)).toBe(false);
    },
  );

  it.each([
    ['x'.repeat(11), false],
    ['x'.repeat(12), true],
    ['x'.repeat(256), true],
    ['x'.repeat(257), false],
  ])('a password of %s is acceptable: %s', (password, ok) => {
    expect(passwordProblem(password) === undefined).toBe(ok);
  });
});

describe.each(DIALECTS)('ops:create-user on %s', (dialect) => {
  let t: TestApp;
  let db: Db;
  let out: { log: string[]; error: string[] };
  beforeEach(async () => {
    t = await createTestApp(dialect);
    db = await openDatabase(t.config);
    out = { log: [], error: [] };
  });
  afterEach(async () => {
    await db.destroy();
    await t.close();
  });

  const run = (args: string[], env: Record<string, string> = {}) =>
    runCreateOpsUser(
      args,
      { ...envOf(t), ...env },
      { log: (l) => out.log.push(l), error: (l) => out.error.push(l) },
    );
  const signIn = (email: string, password: string) =>
    new TestBrowser(t.app).post('/api/ops/login', { email, password });

  it('creates an account with a scrypt hash (never the password), and it signs in', async () => {
    expect(await run(['--email', 'Ops@Example.com', '--password', PASSWORD])).toBe(0);
    expect(out.log[0]).toMatch(
      /^Created the console account ops@example\.com\. Sign in at http:\/\/localhost:\d+\/app\/ops\.$/,
    );
    const row = await db.selectFrom('ops_users').selectAll().executeTakeFirstOrThrow();
    expect(row.email).toBe('ops@example.com');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
    expect((await signIn('ops@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it('takes the password from OPS_PASSWORD', async () => {
    expect(await run(['--email', 'ops@example.com'], { OPS_PASSWORD: PASSWORD })).toBe(0);
    expect((await signIn('ops@example.com', PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'a short password',
      ['--email', 'ops@example.com', '--password', 'short'],
      1,
      'The password must be at least 12 characters long.',
    ],
    [
      'a bad e-mail',
      ['--email', 'ops', '--password', PASSWORD],
      1,
      '"ops" is not an e-mail address.',
    ],
    ['no e-mail', ['--password', PASSWORD], 2, 'Usage: npm run ops:create-user'],
    ['no password anywhere', ['--email', 'ops@example.com'], 2, 'Usage: npm run ops:create-user'],
    ['an unknown option', ['--email', 'ops@example.com', '--admin'], 2, "Unknown option '--admin'"],
  ])('refuses %s', async (_name, args, code, message) => {
    expect(await run(args)).toBe(code);
    expect(out.error.join('\n')).toContain(message);
    expect(await db.selectFrom('ops_users').selectAll().execute()).toEqual([]);
  });

  it('refuses a second account for the same e-mail unless asked to reset its password', async () => {
    await run(['--email', 'ops@example.com', '--password', PASSWORD]);
    const session = new TestBrowser(t.app);
    await session.post('/api/ops/login', { email: 'ops@example.com', password: PASSWORD });
    expect(await run(['--email', 'ops@example.com', '--password', 'another long password'])).toBe(
      1,
    );
    expect(out.error.at(-1)).toBe(
      'ops@example.com already has a console account; add --reset-password to give it a new password.',
    );

    expect(
      await run([
        '--email',
        'ops@example.com',
        '--password',
        'another long password',
        '--reset-password',
      ]),
    ).toBe(0);
    expect((await signIn('ops@example.com', PASSWORD)).statusCode).toBe(401);
    expect((await signIn('ops@example.com', 'another long password')).statusCode).toBe(200);
    // The reset ended the sessions opened with the old password.
    expect((await session.get('/api/ops/me')).statusCode).toBe(401);
  });

  it('reports a bad configuration instead of touching a database', async () => {
    expect(
      await run(['--email', 'ops@example.com', '--password', PASSWORD], { PORT: 'eighty' }),
    ).toBe(1);
    expect(out.error[0]).toContain('PORT must be a whole number');
  });
});
