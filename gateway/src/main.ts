// Starts the gateway: configuration, database, migrations, seed from issuers/, then HTTP.
import { loadAllIssuers } from '@portal/issuers';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/database';
import { migrate } from './db/migrate';
import { seedIssuers } from './db/seed';

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  const db: Database = config.database.kind === 'postgres' ? await openPostgres(config.database.url) : await openPglite(config.database.dataDir);
  const dbReady = performance.now();
  const applied = await migrate(db);
  const { issuers, errors } = loadAllIssuers(config.issuersDir);
  const seeded = await seedIssuers(db, issuers);
  const app = await buildApp(config, db);
  for (const error of errors) app.log.error({ file: error.file, problems: error.problems }, 'issuer configuration left out');

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

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      database: config.database.kind === 'pglite' ? `pglite ${config.database.dataDir}` : 'postgres',
      databaseStartMs: Math.round(dbReady - started),
      startMs: Math.round(performance.now() - started),
      migrations: applied,
      issuers: seeded,
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
