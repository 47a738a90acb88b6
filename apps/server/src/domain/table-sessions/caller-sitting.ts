import { and, eq, sql } from 'drizzle-orm';
import { tableSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { findSittingDiner, type SessionRow } from './find-sitting-diner.ts';
import { sessionIsLive } from './session-liveness.ts';

/**
 * The sitting of table `tableId` (or, without one, of whichever table) that the caller is a
 * diner of now (ADR 042): the sitting of the key the phone sends, or, for a signed-in caller
 * without one, a sitting of the table in which the caller has an order (an API client that
 * ordered with the printed code and linked its order by POST /tables/sessions). A sitting that
 * is over counts for nobody. Null when the caller sits at no such sitting.
 */
export async function findCallerSitting({
  db,
  key,
  userId,
  tableId,
  sessionId,
  now,
}: {
  db: DbOrTx;
  key: string | null;
  userId: string | null;
  tableId?: string | undefined;
  /** Only this sitting (the one an order belongs to). */
  sessionId?: string | undefined;
  now: Date;
}): Promise<SessionRow | null> {
  const keyed = await findSittingDiner({ db, key, now });
  const fits = (session: SessionRow) =>
    (!tableId || session.tableId === tableId) && (!sessionId || session.id === sessionId);
  if (keyed?.live && fits(keyed.session)) return keyed.session;
  if (!userId || (!tableId && !sessionId)) return null;
  const [row] = await db
    .select()
    .from(tableSessions)
    .where(
      and(
        tableId ? eq(tableSessions.tableId, tableId) : undefined,
        sessionId ? eq(tableSessions.id, sessionId) : undefined,
        sessionIsLive(now),
        // Spelled out: drizzle leaves a single-table select's columns unqualified.
        sql`exists (select 1 from orders o where o.table_session_id = "table_sessions"."id" and o.user_id = ${userId})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
