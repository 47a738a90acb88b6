/**
 * A throwaway embedded PostgreSQL for a bench part that starts the real server process on it:
 * its data directory, a fresh JWT secret, a small pool for the bench's own reads, and the
 * server's environment. `close()` ends the pool, stops PostgreSQL and removes the directory.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';

export async function startBenchDatabase(
  name: string,
  extraEnv: Record<string, string> = {},
  /** BENCH_PG_PORT, when set, keeps PostgreSQL on a port of the operator's range. */
  port = process.env.BENCH_PG_PORT ? Number(process.env.BENCH_PG_PORT) : undefined,
) {
  const dir = mkdtempSync(path.join(tmpdir(), `masa-bench-${name}-`));
  const database = await startEmbeddedPostgres({
    dataDir: dir,
    log: { info: () => {}, warn: console.warn },
    port,
  });
  const secret = randomBytes(32).toString('base64url');
  const db = createDb(database.url, { max: 2 });
  const env = {
    DATABASE_URL: database.url,
    JWT_SECRET: secret,
    DATA_DIR: dir,
    NODE_ENV: 'development',
    PRINTER_TWIN_PORT: 'off',
    ...extraEnv,
  };
  return {
    url: database.url,
    secret,
    db,
    env,
    async close() {
      await db.$client.end();
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
