import type { Db } from '../db/client.ts';

/** The transaction handle drizzle passes to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Domain reads that run inside or outside a transaction take either. */
export type DbOrTx = Db | Tx;

/** What a read of one business's rows needs and nothing more: `loadFloor({ db, businessId })`. */
export type BusinessScope = { db: DbOrTx; businessId: string };
