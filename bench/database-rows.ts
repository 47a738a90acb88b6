import { appendFileSync, readFileSync } from 'node:fs';
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
export type DatabaseCounters = {
  transactions: number;
  buffers: number;
  rows: number;
  /** With BENCH_PG_STATEMENTS only (pg_stat_statements): statements executed, and planned. */
  statements?: number;
  plans?: number;
  /** The same by statement: its text's start → [executed, planned]. */
  byStatement?: Record<string, [number, number]>;
};

/**
 * BENCH_PG_STATEMENTS=true: the measured server's PostgreSQL loads pg_stat_statements with its
 * planning tracked, so the order path's plans can be told from its executions (a pooled
 * connection plans a named statement afresh for its first five runs, ADR 120). Written into the
 * cluster's own settings between the cold start, which created it, and the warm starts; off by
 * default because the extension's own upkeep is part of what the CPU figures would then count.
 */
export function loadStatementStatistics(dataDir: string) {
  appendFileSync(
    path.join(dataDir, 'pg', 'postgresql.auto.conf'),
    "shared_preload_libraries = 'pg_stat_statements'\npg_stat_statements.track_planning = on\n",
  );
}

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
    return { ...rows[0]!, ...(await statementCounters(client)) };
  } finally {
    await client.end();
  }
}

/** Statements executed and planned, when pg_stat_statements is loaded (the bench's own left out). */
async function statementCounters(client: pg.Client) {
  const { rows: loaded } = await client.query(
    "select 1 from pg_settings where name = 'shared_preload_libraries' and setting like '%pg_stat_statements%'",
  );
  if (loaded.length === 0) return {};
  await client.query('create extension if not exists pg_stat_statements');
  const { rows } = await client.query<{ query: string; calls: number; plans: number }>(
    `select query, calls::float8 as calls, plans::float8 as plans from pg_stat_statements
       where query not like '%pg_stat%' and query not like 'create extension%'`,
  );
  const byStatement: Record<string, [number, number]> = {};
  for (const { query, calls, plans } of rows) {
    const start = query.replace(/\s+/g, ' ').slice(0, 60);
    const [c, p] = byStatement[start] ?? [0, 0];
    byStatement[start] = [c + calls, p + plans];
  }
  const sum = (i: 0 | 1) => Object.values(byStatement).reduce((total, each) => total + each[i], 0);
  return { statements: sum(0), plans: sum(1), byStatement };
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
