import { sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { createTestDb } from '../../test/db.ts';

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
