import { eq } from 'drizzle-orm';
import { tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * A table's row by id, whatever its business or state; the caller compares its business.
 * For a table a diner may sit at, findTable.
 */
export async function readTable({ db, tableId }: { db: DbOrTx; tableId: string }) {
  const [table] = await db.select().from(tables).where(eq(tables.id, tableId));
  return table;
}
