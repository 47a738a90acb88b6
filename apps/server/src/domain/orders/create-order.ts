import { validateScheduledTime } from '@masa/core/orders/scheduled-slots';
import { AppError } from '../../lib/app-error.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { ok } from '../../lib/envelope.ts';
import { hashRequest } from '../idempotency/hash-request.ts';
import { readStoredAnswer, type IdempotentAnswer } from '../idempotency/with-idempotency.ts';
import { orderChangeEvents } from '../../realtime/emit-order-change.ts';
import { newOrderTickets } from '../printing/new-order-tickets.ts';
import { buildNewOrder } from './build-new-order.ts';
import type { SessionRow } from '../table-sessions/find-sitting-diner.ts';
import { insertNewOrder, type AnswerAround, type OrderClaim } from './insert-new-order.ts';
import { insertOrderInNewSitting } from './insert-order-in-new-sitting.ts';
import { loadOrderContext, tooManyPendingOrders } from './load-order-context.ts';
import type { CreateOrderBody } from './order-request.ts';
import type { OrderResponse } from './order-response.ts';
import { said } from '../../i18n/say.ts';

/** Stands in for the order number in the answer until the write takes the real one. */
const NUMBER_SLOT = -1;

/**
 * Places an order (001 §4 "Order placement") in two prepared statements and no transaction
 * (docs/decisions/006-order-write-path.md): one read of everything the order needs, checked
 * and priced with core (buildNewOrder), then one statement that takes the order number and
 * writes order, items, charges and, under an Idempotency-Key, the key with its answer. A key
 * already used answers the stored answer, also when the request would now be refused (a
 * product sold out since): a repeat is always the first answer. `placed` is set when this
 * request wrote the order. Every order is in a sitting (issue 28): the key's, else the table's
 * current one; only when the table has none does the write start one, in a transaction
 * (insertOrderInNewSitting), and `sittings` lists the sittings it started or found over.
 */
export async function createOrder({
  db,
  userId,
  customerType,
  body,
  idempotencyKey,
  now,
  editWindowScale,
  pendingOrdersCap,
  tableToken,
  sessionKey = null,
  dinerIds,
}: {
  db: DbOrTx;
  userId: string;
  customerType: 'guest' | 'customer';
  body: CreateOrderBody;
  idempotencyKey: string | undefined;
  /** The X-Table-Token the diner sent: the order's table must be theirs (ADR 015). */
  tableToken: string | null;
  /** The X-Table-Session-Key sent: the order joins that sitting (ADR 042). */
  sessionKey?: string | null;
  /** Per line of `body.items`, the diner who added it (the shared cart's order, ADR 043). */
  dinerIds?: readonly (string | null)[];
  now: Date;
  editWindowScale: number;
  /** How many orders of the table may wait for the staff's acceptance (ADR 053). */
  pendingOrdersCap: number;
}): Promise<{ answer: IdempotentAnswer; placed?: OrderResponse; sittings?: SessionRow[] }> {
  const claim: OrderClaim | undefined = idempotencyKey
    ? {
        scope: `user:${userId}`,
        key: idempotencyKey,
        method: 'POST',
        path: '/orders',
        hash: hashRequest({ method: 'POST', path: '/orders', body }),
      }
    : undefined;
  const replay = async () =>
    claim ? readStoredAnswer(db, { ...claim, requestHash: claim.hash }) : undefined;

  let built;
  let tickets;
  try {
    let scheduledFor: Date | null = null;
    if (body.orderType === 'scheduled') {
      const check = validateScheduledTime(now, body.scheduledFor);
      if (!check.ok) throw new AppError(400, 'INVALID_SCHEDULE', check.error);
      scheduledFor = check.scheduledFor;
    }
    const context = await loadOrderContext({
      db,
      businessId: body.businessId,
      tableId: body.tableId,
      userId,
      personCount: body.personCount,
      productIds: body.items.map((item) => item.productId),
      tableToken,
      sessionKey,
      campaignCode: body.campaignCode ?? undefined,
      pendingOrdersCap,
      now,
    });
    built = buildNewOrder({
      context,
      userId,
      customerType,
      body,
      scheduledFor,
      now,
      editWindowScale,
      orderNumber: NUMBER_SLOT,
      dinerIds,
    });
    // The kitchen's and the bar's tickets, written by the same statement (issue 33, ADR 083).
    tickets = newOrderTickets({
      order: built,
      table: context.table.name,
      kitchen: context.kitchen,
      printedStations: context.printedStations,
      at: now,
    });
  } catch (error) {
    const stored = error instanceof AppError ? await replay() : undefined;
    if (stored) return { answer: stored };
    throw error;
  }

  const answerOf = () =>
    answerAround(JSON.stringify(ok(built.response, said('answer.order.created'))), 201);
  const written =
    built.order.tableSessionId !== null
      ? await insertInSitting({
          db,
          order: built,
          answer: answerOf(),
          claim,
          pendingOrdersCap,
          tickets,
          news: orderChangeEvents(built.response, { kind: 'created' }),
        })
      : await insertOrderInNewSitting({
          db,
          order: built,
          answerOf,
          claim,
          pendingOrdersCap,
          now,
          tickets,
        });
  if (!written.written) {
    const stored = await replay();
    if (stored) return { answer: stored };
    if (written.tableFull) throw tooManyPendingOrders(pendingOrdersCap);
    throw new Error('createOrder: the key was taken but holds no answer');
  }
  built.order.orderNumber = written.orderNumber;
  built.response.orderNumber = written.orderNumber;
  const { answer } = written;
  return {
    answer: {
      statusCode: 201,
      body: answer.before + written.orderNumber + answer.after,
      replayed: false,
    },
    placed: built.response,
    sittings: written.sittings,
  };
}

/** The common case: the order joins a sitting that lasts, in one statement (ADR 006). */
async function insertInSitting(input: Parameters<typeof insertNewOrder>[0]) {
  const written = await insertNewOrder(input);
  return written.written ? { ...written, answer: input.answer, sittings: [] } : written;
}

/** Splits the answer's JSON text at its one `"orderNumber":NUMBER_SLOT`. */
function answerAround(text: string, statusCode: number): AnswerAround {
  const key = '"orderNumber":';
  const at = text.indexOf(`${key}${NUMBER_SLOT}`);
  const end = at + `${key}${NUMBER_SLOT}`.length;
  // Inside a JSON string every quote is escaped, so this text can only be the key itself.
  if (at < 0 || ![',', '}'].includes(text[end] ?? '') || text.includes(key, end)) {
    throw new Error('createOrder: the answer must hold exactly one order number');
  }
  return { before: text.slice(0, at + key.length), after: text.slice(end), statusCode };
}
