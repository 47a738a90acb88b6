import type { DbOrTx } from '../../lib/db-tx.ts';

/** What every read of a report's period takes: a business, its instants [start, end), a connection. */
export type BusinessPeriod = { db: DbOrTx; businessId: string; start: Date; end: Date };
