import { is } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The transaction handle drizzle passes to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Domain reads that run inside or outside a transaction take either. */
export type DbOrTx = Db | Tx;

/** What a read of one business's rows needs and nothing more: `loadFloor({ db, businessId })`. */
export type BusinessScope = { db: DbOrTx; businessId: string };

type Results<T extends readonly (() => PromiseLike<unknown>)[]> = {
  -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : never;
};

/**
 * Independent reads, each started by its function: all at once on the pool (each statement on a
 * connection of its own), one after another on a transaction. A transaction is one pg client,
 * and a client runs one statement at a time: pg 8 queues the rest with "client.query() is
 * already executing a query" and pg 9 refuses them (issue 37).
 */
export async function readAll<const T extends readonly (() => PromiseLike<unknown>)[]>(
  db: DbOrTx,
  reads: T,
): Promise<Results<T>> {
  if (!is(db, PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
