import type pg from 'pg';
import type { DbOrTx } from './db-tx.ts';

type Queryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

/**
 * The pg client under a drizzle handle: the pool for `db`, the transaction's connection for a
 * `tx` (drizzle keeps it at `tx.session.client`; a test covers every path that relies on it).
 */
function clientOf(db: DbOrTx): Queryable {
  if ('$client' in db) return db.$client;
  const client = (db as unknown as { session?: { client?: Queryable } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('rawQuery: no pg client under this drizzle transaction');
  }
  return client;
}

/**
 * A named prepared statement on the hot paths (placing an order, the menu version check):
 * PostgreSQL parses and plans it once per connection, and no query builder runs per request.
 * Column aliases give the rows their camelCase shape.
 */
export async function rawQuery<Row extends object>(
  db: DbOrTx,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const result = await clientOf(db).query<Row>({ name, text, values });
  return result.rows;
}
