/** Starts the portal: reads the configuration, builds the app, listens. */
import { buildApp } from './app/app';
import { systemClock } from './app/clock';
import { ConfigError, loadConfig, type Config } from './app/config';
import { openDatabase } from './db/database';
import { developmentConsoleAccount } from './ops/development-console-account';

/** Development only: the console's address and the account made on the first start. */
async function printConsoleAccount(config: Config): Promise<void> {
  const db = await openDatabase(config);
  try {
    const account = await developmentConsoleAccount(db, config.dataDir, systemClock);
    const password =
      account.password ??
      '(kept from an earlier start; reset it with npm run ops:create-user -- --reset-password)';
    console.log(`Ops console: ${config.publicUrl}/app/ops  (${account.email} / ${password})`);
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Merchant portal: ${config.publicUrl}/app/`);
  if (!config.smtpUrl)
    console.log(`Dev mailbox (no SMTP_URL set): ${config.publicUrl}/dev/mailbox`);
  if (config.nodeEnv === 'development') {
    await printConsoleAccount(config);
    console.log('Every feature flag is on in development unless FLAG_<NAME> says otherwise.');
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

await main();
