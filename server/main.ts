/** Starts the portal: reads the configuration, builds the app, listens. */
import { buildApp } from './app/app';
import { ConfigError, loadConfig } from './app/config';

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
