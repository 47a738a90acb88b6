import { networkInterfaces } from 'node:os';
import pg from 'pg';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDb, KEPT_CONNECTIONS } from './db/client.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemoData } from './db/seed/seed-demo.ts';
import { startPrintWorker } from './domain/printing/print-worker.ts';
import { clockFor } from './lib/clock.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { releaseStartUpMemory } from './lib/release-start-up-memory.ts';

/** Start-up problems a person can fix end here as one clear line, never a stack trace. */
function fail(message: string): never {
  process.stderr.write(`masa: ${message}\n`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const startedAt = performance.now();
  const log = {
    info: (m: string) => config.logLevel !== 'silent' && process.stdout.write(`masa: ${m}\n`),
    warn: (m: string) => process.stderr.write(`masa: ${m}\n`),
  };

  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    try {
      embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
    }
    databaseUrl = embedded.url;
  } else {
    await assertReachable(databaseUrl);
  }

  const db = createDb(databaseUrl, { keep: KEPT_CONNECTIONS });
  await runMigrations(db);
  const seeded = config.seedDemo ? await seedDemoData({ db, config }) : undefined;

  const app = await buildApp({
    config,
    db,
    logger: loggerOptions(config.logLevel),
    clock: clockFor(config),
  });

  // The print jobs' delivery (issue 33, ADR 082): every node runs it; SKIP LOCKED shares the work.
  const printWorker = startPrintWorker({
    db,
    config,
    twinPorts: app.printerTwins.map((twin) => twin.port),
    log: app.log,
    io: app.io,
    clock: app.clock,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await printWorker.stop(); // lets a ticket being sent finish and commit
    await app.close(); // stops accepting, lets in-flight requests finish
    await db.$client.end();
    await embedded?.stop();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await releaseStartUpMemory();
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await printWorker.stop();
    await db.$client.end();
    await embedded?.stop();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      fail(`port ${config.port} is already in use; set PORT to a free port`);
    if (code === 'EACCES')
      fail(`no permission to listen on port ${config.port}; set PORT above 1023`);
    throw error;
  }

  const base = config.publicUrl;
  const lines = [
    `ready in ${Math.round(performance.now() - startedAt)} ms`,
    `  App:       ${base}/customerapp/`,
    `  Staff app: ${base}/staff/ (sign in with a staff account below)`,
    ...(config.apiDocs ? [`  API docs:  ${base}/api/docs`] : []),
    ...networkAddresses(config.host).map(
      (address) =>
        `  Network:   http://${address}:${config.port}/customerapp/ (HOST=${config.host}; set PUBLIC_URL to it for phones and QR codes)`,
    ),
    ...(config.devTools
      ? [`  Outbox:    ${base}/api/dev/outbox (e-mails and SMS in development)`]
      : []),
    ...(app.printerTwins.length > 0
      ? [
          `  Printers:  ${app.printerTwins.map((t) => `${t.name} 127.0.0.1:${t.port}`).join(', ')} (virtual, not real printers)${config.devTools ? `; tickets at ${base}/api/dev/printer` : ''}`,
        ]
      : []),
    `  Database:  ${embedded ? `embedded PostgreSQL in ${config.dataDir}/pg` : 'DATABASE_URL'}`,
    ...(seeded?.lines ?? []),
  ];
  log.info(lines.join('\n'));
}

/**
 * This machine's addresses on its networks, when HOST lets other machines in: a development
 * server listens on localhost only unless told (docs/decisions/050-behind-a-proxy.md).
 */
function networkAddresses(host: string): string[] {
  if (host !== '0.0.0.0' && host !== '::') return [];
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i !== undefined && i.family === 'IPv4' && !i.internal)
    .map((i) => i!.address);
}

async function assertReachable(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const where = new URL(url);
    fail(
      `cannot reach the database at ${where.hostname}:${where.port || 5432} (DATABASE_URL): ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `masa: start-up failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
