import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The embedded PostgreSQL the server runs in `dataDir`, connected to beside the server. */
async function connectTo(dataDir: string): Promise<pg.Client> {
  const pid = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(pid[3]),
    user: 'postgres',
    password,
  });
  await client.connect();
  return client;
}

/** What PostgreSQL counted so far, over all its databases (issue 37 §7: per order, by difference). */
export type DatabaseCounters = { transactions: number; buffers: number; rows: number };

/**
 * PostgreSQL's own counters (pg_stat_database): transactions committed or rolled back (each
 * statement outside `begin … commit` is one), shared buffers hit or read, rows returned by scans
 * and fetched by index. A backend reports them once idle, at most every second: read after
 * `settleMs` of quiet.
 */
export async function databaseCounters(dataDir: string, settleMs = 1_500) {
  await new Promise((r) => setTimeout(r, settleMs));
  const client = await connectTo(dataDir);
  try {
    const { rows } = await client.query<DatabaseCounters>(
      `select sum(xact_commit + xact_rollback)::float8 as transactions,
         sum(blks_hit + blks_read)::float8 as buffers,
         sum(tup_returned + tup_fetched)::float8 as rows
       from pg_stat_database`,
    );
    return rows[0]!;
  } finally {
    await client.end();
  }
}

/**
 * How much data the measured server worked on: rows in the embedded PostgreSQL that the server
 * runs in `dataDir` (connected to beside the server, the way apps/server/test reads it).
 */
export async function countRows(dataDir: string) {
  const client = await connectTo(dataDir);
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'`,
    );
    const counts = new Map<string, number>();
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      counts.set(name, Number(rows[0]!.n));
    }
    return {
      orders: counts.get('orders') ?? 0,
      orderItems: counts.get('order_items') ?? 0,
      products: counts.get('products') ?? 0,
      total: [...counts.values()].reduce((a, b) => a + b, 0),
    };
  } finally {
    await client.end();
  }
}
