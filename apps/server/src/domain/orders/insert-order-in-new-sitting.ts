import { GUEST_NAME } from '@masa/core/orders/order-limits';
import { and, eq, isNull } from 'drizzle-orm';
import { tableSessions } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import { currentSessionOf, lockTableSittings } from '../table-sessions/table-current-session.ts';
import { startSitting } from '../table-sessions/start-sitting.ts';
import type { NewOrder } from './build-new-order.ts';
import type { TicketAround } from '../printing/new-order-tickets.ts';
import { orderChangeEvents } from '../../realtime/emit-order-change.ts';
import { insertNewOrder, type AnswerAround, type OrderClaim } from './insert-new-order.ts';

/**
 * Rolls back a sitting started for an order that was not written: its Idempotency-Key was
 * already used, or the table already has as many orders waiting as it may (ADR 053).
 */
class NotWritten extends Error {
  constructor(readonly tableFull: boolean) {
    super('order not written');
  }
}

/**
 * Writes an order placed with the printed code at a table that has no sitting that lasts
 * (issue 28, docs/decisions/049-every-order-in-its-sitting.md): in one transaction under the
 * table's sitting lock (the lock joins and the staff's clearing take), the order joins the
 * sitting another order or a phone started meanwhile, else it starts one of its own, as its
 * first order. Sittings found over are closed. So no order is left outside a sitting, and the
 * order can never be linked to a later party's. The answer is built once the sitting is known
 * (it names it). A key already used, or a table with as many orders waiting as it may
 * (ADR 053), writes nothing, not even the sitting.
 */
export async function insertOrderInNewSitting({
  db,
  order: built,
  answerOf,
  claim,
  pendingOrdersCap,
  now,
  tickets,
}: {
  db: DbOrTx;
  order: NewOrder;
  answerOf: () => AnswerAround;
  claim: OrderClaim | undefined;
  pendingOrdersCap: number;
  now: Date;
  tickets?: readonly TicketAround[];
}): Promise<
  | { written: false; tableFull: boolean }
  | { written: true; orderNumber: number; answer: AnswerAround; sittings: SessionRow[] }
> {
  const { order } = built;
  try {
    return await db.transaction(async (tx) => {
      await lockTableSittings(tx, order.tableId);
      const { current, ended } = await currentSessionOf({ tx, tableId: order.tableId, now });
      const session =
        current ??
        (await startSitting({
          tx,
          sitting: {
            tableId: order.tableId,
            businessId: order.businessId,
            userId: order.userId,
            customerName: order.customerName || GUEST_NAME,
            isResponsible: order.isResponsible,
            personCount: order.personCount,
          },
          now,
        }));
      order.tableSessionId = session.id;
      built.response.tableSessionId = session.id;
      const answer = answerOf();
      const written = await insertNewOrder({
        db: tx,
        order: built,
        answer,
        claim,
        pendingOrdersCap,
        tickets,
        news: orderChangeEvents(built.response, { kind: 'created' }),
      });
      if (!written.written) throw new NotWritten(written.tableFull);
      await tx
        .update(tableSessions)
        .set({ orderId: order.id, updatedAt: now })
        .where(and(eq(tableSessions.id, session.id), isNull(tableSessions.orderId)));
      return { ...written, answer, sittings: current ? ended : [...ended, session] };
    });
  } catch (error) {
    if (error instanceof NotWritten) return { written: false, tableFull: error.tableFull };
    throw error;
  }
}
