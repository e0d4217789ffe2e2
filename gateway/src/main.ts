// Starts the gateway: configuration, database, migrations, seed from issuers/, then HTTP.
import { loadAllIssuers } from '@portal/issuers';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, readConfig } from './config';
import { openPglite, openPostgres, type Database } from './db/database';
import { MigrationError } from './db/migrate';
import { prepareDatabase } from './db/prepare';
import { BREACH_MESSAGE, type Breach } from './platform/answer-check';
import { gatewayMetrics, metricsServer } from './platform/metrics';
import { startTracing } from './platform/tracing';

async function main(): Promise<void> {
  const started = performance.now();
  const config = readConfig();
  // The start's progress, before the HTTP application (and its logger) exists: a first start on a busy
  // machine takes a while, and whoever waits for it (npm start) goes on waiting while these lines come.
  const startLog = pino({ level: config.logLevel });
  startLog.info({ database: config.database.kind }, 'opening the database');
  const db: Database =
    config.database.kind === 'postgres'
      ? await openPostgres(config.database.url)
      : await openPglite(config.database.dataDir);
  const dbReady = performance.now();
  const { issuers, errors } = loadAllIssuers(config.issuersDir);
  startLog.info({ databaseStartMs: Math.round(dbReady - started) }, 'database open');
  const prepared = await prepareDatabase(db, config, issuers, (step, fields) => startLog.info(fields ?? {}, step));
  // Traces by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set; metrics when GATEWAY_METRICS_PORT is.
  const tracerProvider = startTracing();
  const metrics = config.metrics ? gatewayMetrics() : null;
  const app = await buildApp(config, db, {
    ...(tracerProvider ? { tracerProvider } : {}),
    ...(metrics ? { metrics } : {}),
    ...(config.checkAnswers ? { onBreach: (breach: Breach) => app.log.error({ breach }, BREACH_MESSAGE) } : {}),
  });
  const metricsListener = metrics ? await metricsServer(metrics) : null;
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
    await metricsListener?.close();
    await db.close();
    // The spans still in the batch go out before the process ends.
    await tracerProvider?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // Started by `npm start` (scripts/lib/portal.mjs) with an IPC channel: it closes when that
  // supervisor is gone, however it died (SIGKILL included), and the gateway must not outlive it.
  process.once('disconnect', () => void shutdown('supervisor gone'));

  await app.listen({ port: config.port, host: config.host });
  if (metricsListener && config.metrics) await metricsListener.listen(config.metrics);
  app.log.info(
    {
      database: config.database.kind === 'pglite' ? `pglite ${config.database.dataDir}` : 'postgres',
      metrics: config.metrics ? `http://${config.metrics.host}:${config.metrics.port}/metrics` : 'off',
      tracing: tracerProvider ? 'OTLP' : 'off',
      databaseStartMs: Math.round(dbReady - started),
      startMs: Math.round(performance.now() - started),
      migrations: prepared.migrations,
      issuers: prepared.seeded,
      terms: prepared.terms,
      profile: config.profile,
      demoUsersSeeded: prepared.demoUsers,
      demoMerchantsSeeded: prepared.demoMerchants,
      rssMB: Math.round(process.memoryUsage().rss / 1048576),
    },
    'gateway ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`gateway: invalid configuration: ${error.message}`);
  } else if (error instanceof MigrationError) {
    console.error(`gateway: cannot migrate the database: ${error.message}`);
  } else {
    console.error('gateway: failed to start', error);
  }
  process.exit(1);
});
