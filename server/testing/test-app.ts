/**
 * Builds the real app for a test over a fresh database, with a hand-moved clock and a small
 * captcha so tests solve it in milliseconds.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app/app';
import { loadConfig, type Config } from '../app/config';
import { createTestDatabase, type Dialect } from './test-database';
import { testClock, type TestClock } from './test-clock';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

/** The app on `dialect`; `env` overrides any configuration variable. */
export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'clock'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    CAPTCHA_COMPLEXITY: '1000',
    SIGN_IN_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://localhost:3000',
    CLIENT_DIR: `${database.dataDir}/no-client-build`,
    ...env,
  });
  const app = await buildApp(config, { ...options, clock: clock.now });
  await app.ready();
  return {
    app,
    clock,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}
