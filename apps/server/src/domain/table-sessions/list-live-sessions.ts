import { and, asc, eq } from 'drizzle-orm';
import { tableSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { sessionIsLive } from './session-liveness.ts';

/** A table's live sessions at `now`, oldest first. */
export async function listLiveSessions({
  db,
  tableId,
  now,
}: {
  db: DbOrTx;
  tableId: string;
  now: Date;
}) {
  return db
    .select()
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, tableId), sessionIsLive(now)))
    .orderBy(asc(tableSessions.startedAt));
}
