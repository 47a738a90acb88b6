import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

// NUMERIC and BIGINT come back as strings by default; our money is integer kuruş in INTEGER
// columns, and counts from COUNT(*) fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * How many connections the serving pool keeps however long they sit idle (ADR 120). PostgreSQL
 * keeps a named statement's plan per connection, and plans it afresh for its first five runs
 * there (its custom plans) before settling on the generic one. pg.Pool closed a connection idle
 * for 10 s: the outbox relay's and print worker's polls keep the one or two used last alive, so
 * the next burst of orders (ten tables at once after a quiet spell) opened eight new connections,
 * each starting a backend, signing in and parsing and planning the order's statements afresh.
 * Ten, the width of such a burst; those a flood adds beyond them still close.
 */
export const KEPT_CONNECTIONS = 10;

export function createDb(
  url: string,
  {
    max = 20,
    keep = 0,
    idleTimeoutMillis = 10_000,
  }: {
    max?: number;
    /** Connections never closed for being idle (KEPT_CONNECTIONS for the server's pool). */
    keep?: number;
    /** How long a connection beyond `keep` may sit idle before the pool closes it. */
    idleTimeoutMillis?: number;
  } = {},
): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: keep,
    idleTimeoutMillis,
    connectionTimeoutMillis: 10_000,
  });
  // A client losing its connection (database restart) must not crash the process. The pool
  // listens on idle clients only; a checked-out client between two queries (a transaction's
  // JavaScript, the outbox relay waiting for its broadcasts) would throw an unhandled 'error'.
  // Swallowed here, it is unqueryable: its next query fails (503) and the pool drops it on release.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return drizzle({ client: pool, schema, casing: 'snake_case' });
}
