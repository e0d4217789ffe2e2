// Starts the gateway: configuration, database, migrations, seed from issuers/, then HTTP.
import { loadAllIssuers } from '@portal/issuers';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/database';
import { migrate } from './db/migrate';
import { DEMO_MERCHANTS, seedDemoMerchants } from './db/demo-merchants';
import { seedWalletShowcase, SHOWCASE_SHOPPER } from './db/seed-wallet-showcase';
import { seedDemoUsers } from './db/seed-demo';
import { seedIssuers } from './db/seed';
import { seedTerms } from './db/seed-terms';
import { vaultKeyring } from './services/card-vault';
import { hashingOf } from './services/secrets';

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const db: Database =
    config.database.kind === 'postgres'
      ? await openPostgres(config.database.url)
      : await openPglite(config.database.dataDir);
  const dbReady = performance.now();
  const applied = await migrate(db);
  const { issuers, errors } = loadAllIssuers(config.issuersDir);
  const seeded = await seedIssuers(db, issuers);
  const configs = issuers.map((i) => i.config);
  const terms = await seedTerms(db, configs);
  // Demo users have a published password: the sandbox profile only.
  const demoUsers =
    config.profile === 'sandbox'
      ? await seedDemoUsers(db, configs, {
          hashing: hashingOf(config.hashing.strength),
          vault: vaultKeyring(config.secretKey, config.previousSecretKeys),
          now: new Date(),
          restore: config.resetDemoUsers,
        })
      : 0;
  // The demo merchant's keys are published too: the sandbox profile only.
  const demoMerchants =
    config.profile === 'sandbox' ? await seedDemoMerchants(db, new Date(), config.demoCheckoutOrigins) : 0;
  // The demo checkout's `demo-shopper` shows every reason the wallet greys a card; kept as it is once there.
  if (config.profile === 'sandbox') {
    for (const merchant of DEMO_MERCHANTS)
      await seedWalletShowcase(
        db,
        { vault: vaultKeyring(config.secretKey, config.previousSecretKeys) },
        merchant.publicKey,
        SHOWCASE_SHOPPER,
        new Date(),
      );
  }
  const app = await buildApp(config, db);
  if (config.usesDevelopmentKey)
    app.log.warn('GATEWAY_SECRET_KEY is not set: the outbox uses the public sandbox development key');
  for (const error of errors)
    app.log.error({ file: error.file, problems: error.problems }, 'issuer configuration left out');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'stopping');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/lib/portal.mjs) with an IPC channel: it closes when that
  // supervisor is gone, however it died (SIGKILL included), and the gateway must not outlive it.
  process.once('disconnect', () => void shutdown('supervisor gone'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.database.kind === 'pglite' ? `pglite ${config.database.dataDir}` : 'postgres',
      databaseStartMs: Math.round(dbReady - started),
      startMs: Math.round(performance.now() - started),
      migrations: applied,
      issuers: seeded,
      terms,
      profile: config.profile,
      demoUsersSeeded: demoUsers,
      demoMerchantsSeeded: demoMerchants,
      rssMB: Math.round(process.memoryUsage().rss / 1048576),
    },
    'gateway ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`gateway: invalid configuration: ${error.message}`);
  } else {
    console.error('gateway: failed to start', error);
  }
  process.exit(1);
});
