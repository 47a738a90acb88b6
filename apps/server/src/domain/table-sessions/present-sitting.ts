import type { Sitting } from '@masa/core/tables/table-session.schemas';
import { asc, eq } from 'drizzle-orm';
import { tableSessionDiners } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { DinerRow, SessionRow } from './find-sitting-diner.ts';
import { dinerName } from './diner-name.ts';

/**
 * The sitting as diner `me` sees it: its diners by name in the order they joined; nobody's
 * account. A sitting that is over reads as closed, whatever its row still says.
 */
export async function presentSitting({
  db,
  session,
  me,
  live,
  idleAt,
  party,
}: {
  db: DbOrTx;
  session: SessionRow;
  me: DinerRow;
  live: boolean;
  /** When a sitting that is over went idle, if nobody closed it (findSittingDiner). */
  idleAt?: Date;
  /** See isParty (sitting-party.ts). */
  party: boolean;
}): Promise<Sitting> {
  const diners = await db
    .select({
      id: tableSessionDiners.id,
      name: tableSessionDiners.name,
      guestNumber: tableSessionDiners.guestNumber,
    })
    .from(tableSessionDiners)
    .where(eq(tableSessionDiners.tableSessionId, session.id))
    .orderBy(asc(tableSessionDiners.joinedAt), asc(tableSessionDiners.id));
  return {
    sessionId: session.id,
    tableId: session.tableId,
    businessId: session.businessId,
    status: live ? 'active' : 'closed',
    startedAt: session.startedAt.toISOString(),
    endedAt: live ? null : (session.endedAt ?? idleAt ?? session.lastActivityAt).toISOString(),
    me: { id: me.id, ...dinerName(me), isMe: true },
    diners: diners.map((diner) => ({
      id: diner.id,
      ...dinerName(diner),
      isMe: diner.id === me.id,
    })),
    party: live && party,
  };
}
