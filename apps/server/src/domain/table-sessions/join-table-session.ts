import { and, eq, sql } from 'drizzle-orm';
import { tableSessionDiners, tables, users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { newSecretToken } from '../../lib/secret-token.ts';
import { DEFAULT_GUEST_NAME } from '../auth/create-guest.ts';
import { notAtTable, tableTokenMatches } from '../tables/table-presence.ts';
import type { DinerRow, SessionRow } from './find-sitting-diner.ts';
import { sessionKeyHash } from './session-key.ts';
import { startSitting } from './start-sitting.ts';
import { currentSessionOf, lockTableSittings, touchSession } from './table-current-session.ts';

export type JoinedSession = {
  session: SessionRow;
  diner: DinerRow;
  /** The phone's key: a new one, or the one it sent when it was already a diner here. */
  key: string;
  /** Sittings this join found over (idle) and closed, for session:updated. */
  ended: SessionRow[];
};

/**
 * POST /tables/sessions/join (ADR 042): a phone that holds the table's printed code joins the
 * table's current sitting, or starts one when there is none or the last one is over. Joins of
 * one table are serialised by an advisory lock (and one active sitting per table is a unique
 * index), so two phones scanning at once join the same sitting. A phone that sends the key of a
 * diner of that sitting stays that diner (a second scan changes nothing); any other phone gets
 * a new diner and key. The diner is named after the account's first name, else 'Misafir {n}'.
 */
export async function joinTableSession({
  db,
  tableId,
  businessId,
  tableToken,
  key,
  userId,
  now,
}: {
  db: Db;
  tableId: string;
  businessId: string;
  tableToken: string | null;
  key: string | null;
  userId: string | null;
  now: Date;
}): Promise<JoinedSession> {
  return db.transaction(async (tx) => {
    const [table] = await tx.select().from(tables).where(eq(tables.id, tableId));
    if (!table || !table.active) throw refuse(404, 'TABLE_NOT_FOUND.walkout.tableNotFound');
    if (table.businessId !== businessId) throw refuse(400, 'TABLE_NOT_IN_BUSINESS');
    if (!tableTokenMatches(table.accessToken, tableToken)) throw notAtTable();

    await lockTableSittings(tx, table.id);
    const { current, ended } = await currentSessionOf({ tx, tableId, now });
    const hash = sessionKeyHash(key);
    if (current && hash && key) {
      const [diner] = await tx
        .select()
        .from(tableSessionDiners)
        .where(
          and(
            eq(tableSessionDiners.keyHash, hash),
            eq(tableSessionDiners.tableSessionId, current.id),
          ),
        );
      if (diner) {
        const linked =
          diner.userId === null && userId ? await setDinerUser(tx, diner, userId) : diner;
        return {
          session: await touchSession({ tx, id: current.id, now }),
          diner: linked,
          key,
          ended,
        };
      }
    }

    const account = userId
      ? (await tx.select({ name: users.name }).from(users).where(eq(users.id, userId)))[0]
      : undefined;
    const firstName = account?.name.trim().split(/\s+/)[0] ?? '';
    const session =
      current ??
      (await startSitting({
        tx,
        sitting: {
          tableId: table.id,
          businessId: table.businessId,
          userId,
          customerName: firstName || DEFAULT_GUEST_NAME,
        },
        now,
      }));
    const [{ count }] = (await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(tableSessionDiners)
      .where(eq(tableSessionDiners.tableSessionId, session.id))) as [{ count: number }];
    const named = Boolean(firstName) && firstName !== DEFAULT_GUEST_NAME;
    // A diner without a name is numbered; the diner's app labels the number (ADR 060).
    const guestNumber = named ? null : count + 1;
    const name = named ? firstName : `${DEFAULT_GUEST_NAME} ${guestNumber}`;
    const fresh = newSecretToken();
    const [diner] = await tx
      .insert(tableSessionDiners)
      .values({
        tableSessionId: session.id,
        userId,
        name,
        guestNumber,
        keyHash: sessionKeyHash(fresh)!,
        joinedAt: now,
      })
      .returning();
    const touched = current ? await touchSession({ tx, id: session.id, now }) : session;
    return { session: touched, diner: diner!, key: fresh, ended };
  });
}

async function setDinerUser(tx: Tx, diner: DinerRow, userId: string): Promise<DinerRow> {
  const [updated] = await tx
    .update(tableSessionDiners)
    .set({ userId })
    .where(eq(tableSessionDiners.id, diner.id))
    .returning();
  return updated ?? diner;
}
