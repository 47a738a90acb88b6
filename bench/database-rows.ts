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

/** One statement's counts in pg_stat_statements: executions, plans, and their times in ms. */
export type StatementCounts = { calls: number; plans: number; planMs: number; execMs: number };

/** What PostgreSQL counted so far, over all its databases (issue 37 §7: per order, by difference). */
export type DatabaseCounters = {
  transactions: number;
  commits: number;
  buffers: number;
  rows: number;
  /** pg_stat_wal: WAL written, its records, and of them whole pages after a checkpoint. */
  walBytes: number;
  walRecords: number;
  walFullPages: number;
  /** pg_stat_checkpointer: checkpoints done, timed or requested. */
  checkpoints: number;
  /** pg_stat_all_tables: autovacuum and autoanalyze passes over tables. */
  autovacuums: number;
  /** With BENCH_PG_STATEMENTS only (pg_stat_statements): statements executed, and planned. */
  statements?: number;
  plans?: number;
  /** The same by statement, by its text's start. */
  byStatement?: Record<string, StatementCounts>;
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
 * PostgreSQL's own counters: transactions committed or rolled back (each statement outside
 * `begin … commit` is one), shared buffers hit or read, rows returned by scans and fetched by
 * index (pg_stat_database); WAL (pg_stat_wal), checkpoints, autovacuum passes. A backend reports
 * them once idle, at most every second: read after `settleMs` of quiet.
 */
export async function databaseCounters(dataDir: string, settleMs = 1_500) {
  await new Promise((r) => setTimeout(r, settleMs));
  const client = await connectTo(dataDir);
  try {
    const { rows } = await client.query<DatabaseCounters>(
      `select sum(xact_commit + xact_rollback)::float8 as transactions,
         sum(xact_commit)::float8 as commits,
         sum(blks_hit + blks_read)::float8 as buffers,
         sum(tup_returned + tup_fetched)::float8 as rows,
         (select wal_bytes::float8 from pg_stat_wal) as "walBytes",
         (select wal_records::float8 from pg_stat_wal) as "walRecords",
         (select wal_fpi::float8 from pg_stat_wal) as "walFullPages",
         (select (num_timed + num_requested)::float8 from pg_stat_checkpointer) as checkpoints,
         (select sum(autovacuum_count + autoanalyze_count)::float8 from pg_stat_all_tables)
           as autovacuums
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
  const { rows } = await client.query<StatementCounts & { query: string }>(
    `select query, calls::float8 as calls, plans::float8 as plans,
         total_plan_time as "planMs", total_exec_time as "execMs"
       from pg_stat_statements
       where query not like '%pg_stat%' and query not like 'create extension%'`,
  );
  const byStatement: Record<string, StatementCounts> = {};
  for (const { query, ...counts } of rows) {
    const start = query.replace(/\s+/g, ' ').slice(0, 60);
    byStatement[start] = sumCounts(byStatement[start], counts);
  }
  const statements = Object.values(byStatement).reduce((sum, each) => sum + each.calls, 0);
  const plans = Object.values(byStatement).reduce((sum, each) => sum + each.plans, 0);
  return { statements, plans, byStatement };
}

const sumCounts = (a: StatementCounts | undefined, b: StatementCounts): StatementCounts => ({
  calls: (a?.calls ?? 0) + b.calls,
  plans: (a?.plans ?? 0) + b.plans,
  planMs: (a?.planMs ?? 0) + b.planMs,
  execMs: (a?.execMs ?? 0) + b.execMs,
});

/** What happened between two readings, per request. */
export function countersPerRequest(
  before: DatabaseCounters,
  after: DatabaseCounters,
  requests: number,
): DatabaseCounters {
  const per = (key: Exclude<keyof DatabaseCounters, 'byStatement'>) =>
    ((after[key] ?? 0) - (before[key] ?? 0)) / requests;
  const statementPer = (text: string, counts: StatementCounts): StatementCounts => {
    const was = before.byStatement?.[text] ?? { calls: 0, plans: 0, planMs: 0, execMs: 0 };
    return {
      calls: (counts.calls - was.calls) / requests,
      plans: (counts.plans - was.plans) / requests,
      planMs: (counts.planMs - was.planMs) / requests,
      execMs: (counts.execMs - was.execMs) / requests,
    };
  };
  return {
    transactions: per('transactions'),
    commits: per('commits'),
    buffers: per('buffers'),
    rows: per('rows'),
    walBytes: per('walBytes'),
    walRecords: per('walRecords'),
    walFullPages: per('walFullPages'),
    checkpoints: per('checkpoints'),
    autovacuums: per('autovacuums'),
    ...(after.byStatement && {
      statements: per('statements'),
      plans: per('plans'),
      byStatement: Object.fromEntries(
        Object.entries(after.byStatement).map(([text, counts]) => [
          text,
          statementPer(text, counts),
        ]),
      ),
    }),
  };
}

/** The client backends that last ran a LISTEN: each wakes to read every NOTIFY (ADR 122). */
export async function listeningBackends(dataDir: string) {
  const client = await connectTo(dataDir);
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
         where backend_type = 'client backend' and query ilike 'listen %'`,
    );
    return new Map(rows.map(({ pid }) => [pid, 'listening backends']));
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
