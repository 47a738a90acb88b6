import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// NUMERIC and BIGINT come back as strings by default; our money is integer kuruş in INTEGER
// columns, and counts from COUNT(*) fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export function createDb(url: string, { max = 20 }: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  // A client losing its connection (database restart) must not crash the process. The pool
  // listens on idle clients only; a checked-out client between two queries (a transaction's
  // JavaScript, the outbox relay waiting for its broadcasts) would throw an unhandled 'error'.
  // Swallowed here, it is unqueryable: its next query fails (503) and the pool drops it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle({ client: pool, schema, casing: 'snake_case' });
}
