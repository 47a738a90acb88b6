import { eq } from 'drizzle-orm';
import { tableSessionDiners, tableSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { sessionKeyHash } from './session-key.ts';
import { isSessionLive, sessionIdleAt, sessionService } from './session-liveness.ts';

export type DinerRow = typeof tableSessionDiners.$inferSelect;
export type SessionRow = typeof tableSessions.$inferSelect;
export type SittingDinerRef = {
  diner: DinerRow;
  session: SessionRow;
  live: boolean;
  /** When the sitting goes (or went) idle if the service owes it nothing (ADR 042, ADR 059). */
  idleAt: Date;
};

/** The diner a key belongs to, its sitting and whether the sitting still lasts; null if unknown. */
export async function findSittingDiner({
  db,
  key,
  now,
}: {
  db: DbOrTx;
  key: string | null | undefined;
  now: Date;
}): Promise<SittingDinerRef | null> {
  const hash = sessionKeyHash(key);
  if (!hash) return null;
  const [row] = await db
    .select({ diner: tableSessionDiners, session: tableSessions, ...sessionService })
    .from(tableSessionDiners)
    .innerJoin(tableSessions, eq(tableSessions.id, tableSessionDiners.tableSessionId))
    .where(eq(tableSessionDiners.keyHash, hash));
  if (!row) return null;
  return {
    diner: row.diner,
    session: row.session,
    live: isSessionLive(row.session, row, now),
    idleAt: sessionIdleAt(row.session, row),
  };
}

/**
 * The diner of table `tableId`'s current sitting whose key the request carries (ADR 042): 403
 * TABLE_SESSION_REQUIRED without a key of that table, 403 TABLE_SESSION_ENDED when its
 * sitting is over. What a table shares (its orders, bill, cart) is read through this.
 */
export async function requireSittingAt({
  db,
  key,
  tableId,
  now,
}: {
  db: DbOrTx;
  key: string | null | undefined;
  tableId: string;
  now: Date;
}): Promise<SittingDinerRef> {
  const found = await findSittingDiner({ db, key, now });
  if (!found || found.session.tableId !== tableId) throw refuse(403, 'TABLE_SESSION_REQUIRED');
  if (!found.live) throw refuse(403, 'TABLE_SESSION_ENDED');
  return found;
}
