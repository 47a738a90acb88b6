import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it, vi } from 'vitest';
import { createTestDb } from '../../test/db.ts';
import { createDb, type Db } from './client.ts';

const { db, url } = await createTestDb();

// The crash test's database kill: a connection checked out between two queries loses its
// backend. Without a listener on the checked-out client, pg throws an unhandled 'error' and the
// whole server process dies (it did, in `npm run test:reliability`).
it('a checked-out connection whose backend dies between two queries does not end the process', async () => {
  const held = await db.$client.connect();
  const { rows } = await held.query<{ pid: number }>('select pg_backend_pid() as pid');
  const ended = new Promise((resolve) => held.once('end', resolve));

  const other = new pg.Client({ connectionString: url });
  await other.connect();
  await other.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
  await other.end();
  await ended;

  // The held connection is spent: its query fails with an error, not a crash.
  await expect(held.query('select 1')).rejects.toThrow();
  held.release();
  // The pool dropped it and serves the next request from a fresh connection.
  const after = await db.execute(sql`select 1 as one`);
  expect(after.rows).toEqual([{ one: 1 }]);
  expect(db.$client.totalCount).toBe(1);
});

/** A named statement run `times` on the pool, and what PostgreSQL kept of it per connection. */
async function runNamed(pool: Db['$client'], times: number) {
  for (let run = 0; run < times; run++) {
    await pool.query({ name: 'kept_plan_probe', text: 'select $1::int + 1 as n', values: [run] });
  }
}
async function plansOfTheWarmConnection(pool: Db['$client']) {
  const { rows } = await pool.query<{ pid: number; custom: number; generic: number }>(
    `select pg_backend_pid() as pid, coalesce(sum(custom_plans), 0)::int as custom,
       coalesce(sum(generic_plans), 0)::int as generic
     from pg_prepared_statements where name = 'kept_plan_probe'`,
  );
  return rows[0]!;
}

// ADR 120: a quiet evening's orders come minutes apart. The pool must hand them a connection
// that already planned the order's statements, not open a new one that parses and plans them
// afresh (five custom plans per connection before PostgreSQL keeps the generic one).
it('a kept connection keeps its statements’ plans through a quiet spell; one beyond it does not', async () => {
  const quiet = { max: 3, idleTimeoutMillis: 50 };
  const kept = createDb(url, { ...quiet, keep: 1 });
  const closed = createDb(url, quiet);
  try {
    await runNamed(kept.$client, 6);
    const before = await plansOfTheWarmConnection(kept.$client);
    expect(before).toMatchObject({ custom: 5, generic: 1 });
    await runNamed(closed.$client, 6);
    // The quiet spell lasts until the other pool closed its idle connection (50 ms after its
    // last statement, itself after the kept connection's last): waited for, not slept.
    await vi.waitFor(() => expect(closed.$client.totalCount).toBe(0), {
      timeout: 10_000,
      interval: 10,
    });
    expect(kept.$client.totalCount).toBe(1);

    await runNamed(kept.$client, 1);
    await runNamed(closed.$client, 1);
    // The same backend, now on its generic plan: nothing planned for the order after the pause.
    expect(await plansOfTheWarmConnection(kept.$client)).toEqual({ ...before, generic: 2 });
    // Without a kept connection the pause closed it: a new backend planned afresh.
    expect(await plansOfTheWarmConnection(closed.$client)).toMatchObject({ custom: 1, generic: 0 });
  } finally {
    await Promise.all([kept.$client.end(), closed.$client.end()]);
  }
});
