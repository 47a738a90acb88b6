import { and, eq, sql } from 'drizzle-orm';
import { tableSessions } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { SessionRow } from './find-sitting-diner.ts';
import { isSessionLive, sessionIdleAt, sessionService } from './session-liveness.ts';

/**
 * Serialises, until the transaction ends, everything that starts, joins, links or ends a
 * table's sittings (joins, POST /tables/sessions, the staff clearing the table).
 */
export async function lockTableSittings(tx: Tx, tableId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`table-session:${tableId}`}, 0))`,
  );
}

/**
 * The table's current sitting under the caller's table lock: its active session if it still
 * lasts. An active session that is over (nothing owed, idle; sooner once settled, ADR 059) is closed here, with the moment
 * it went idle as its end, and returned in `ended`.
 */
export async function currentSessionOf({
  tx,
  tableId,
  now,
}: {
  tx: Tx;
  tableId: string;
  now: Date;
}): Promise<{ current: SessionRow | undefined; ended: SessionRow[] }> {
  const active = await tx
    .select({ session: tableSessions, ...sessionService })
    .from(tableSessions)
    .where(and(eq(tableSessions.tableId, tableId), eq(tableSessions.status, 'active')));
  const current = active.find((row) => isSessionLive(row.session, row, now))?.session;
  const ended: SessionRow[] = [];
  for (const row of active) {
    const { session } = row;
    if (session === current) continue;
    const idleAt = sessionIdleAt(session, row);
    const [closed] = await tx
      .update(tableSessions)
      .set({ status: 'closed', endedAt: idleAt < now ? idleAt : now, updatedAt: now })
      .where(eq(tableSessions.id, session.id))
      .returning();
    if (closed) ended.push(closed);
  }
  return { current, ended };
}

/** Something happened in the sitting: its idle time starts again. */
export async function touchSession({
  tx,
  id,
  now,
}: {
  tx: Tx;
  id: string;
  now: Date;
}): Promise<SessionRow> {
  const [row] = await tx
    .update(tableSessions)
    .set({ lastActivityAt: now, updatedAt: now })
    .where(eq(tableSessions.id, id))
    .returning();
  if (!row) throw new Error(`touchSession: no session ${id}`);
  return row;
}
