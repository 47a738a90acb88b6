import { orderItems, orderServiceCharges, orders } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { recordsetInsert, toRecordset } from '../../lib/recordset-insert.ts';
import { noteOutboxWrite, type OutboxEvent } from '../../realtime/outbox.ts';
import { PRINT_JOBS_CHANNEL } from '../printing/enqueue-print-job.ts';
import type { TicketAround } from '../printing/new-order-tickets.ts';
import type { NewOrder } from './build-new-order.ts';

/** The Idempotency-Key a new order is written under (see with-idempotency.ts). */
export type OrderClaim = { scope: string; key: string; method: string; path: string; hash: string };

/** The answer's JSON text before and after its order number, which the statement takes. */
export type AnswerAround = { before: string; after: string; statusCode: number };

const statements = new Map<boolean, string>();

/** The table's orders waiting for the staff, counted up to the cap (ADR 053). */
const openSlot = (table: number, cap: number) =>
  [
    'open_slot as (select 1 where (select count(*) from (select 1 from orders o',
    `  where o.table_id = $${table} and o.status = 'pending' and not o.is_paid and not o.is_cancelled`,
    `  limit $${cap}) as waiting) < $${cap}),`,
  ].join('\n');

/**
 * The order's station tickets as print jobs (issue 33, ADR 083), in the same statement so they
 * are written if and only if the order is: one per printer of the business serving each
 * ticket's station, the number taken spliced into its text; an id like newId's (8 hex digits
 * of the second, 16 random). The worker is notified after commit, by the realtime outbox's
 * relay (ADR 096), when any was written.
 */
const printJobsCte = (tickets: number, orderId: number, guard: string) =>
  [
    'jobs as (insert into print_jobs (id, business_id, printer_id, kind, order_id, document)',
    "  select lpad(to_hex(extract(epoch from now())::bigint), 8, '0')",
    "    || substr(replace(gen_random_uuid()::text, '-', ''), 1, 16),",
    `    $1, p.id, 'order', $${orderId}, (j.before || numbered.n || j.after)::jsonb`,
    `  from ${guard}, jsonb_to_recordset($${tickets}::jsonb) as j(station text, before text, after text)`,
    '  join printers p on p.business_id = $1 and p.archived_at is null and j.station = any(p.stations)',
    '  order by p.created_at, p.id returning 1),',
  ].join('\n');

/**
 * The order's realtime news and, when a ticket was written, the print worker's wake-up, in the
 * realtime outbox (ADR 096): published after commit, exactly when the order is written.
 */
const newsCte = (news: number, guard: string) =>
  [
    'news as (insert into realtime_outbox (rooms, event, payload)',
    '  select n.rooms, n.event, n.payload from (',
    `    select e.rooms, e.event, e.payload, e.at from ${guard},`,
    `      rows from (jsonb_to_recordset($${news}::jsonb) as (rooms text[], event text, payload jsonb))`,
    '      with ordinality as e(rooms, event, payload, at)',
    `    union all select '{}', 'pg:${PRINT_JOBS_CHANNEL}', to_jsonb($1::text), 0`,
    '      from (select 1 from jobs limit 1) as j',
    '  ) as n order by n.at returning 1)',
  ].join('\n');

/**
 * The whole write as one statement, so it needs no transaction of its own (docs/decisions/
 * 006-order-write-path.md): take the business's next order number from its sequence (migration
 * 0003), insert the order with it, its items and its service charges. With a key it also claims
 * the key and stores the answer built around the number; when the key is already taken nothing
 * is written and no number is taken (the caller replays the stored answer). Nothing is written
 * either when the table already has `cap` orders waiting for the staff (issue 28): checked here
 * again, with the write, so that orders sent side by side each see the ones written before them
 * (a statement sees only what was committed when it began: those running at the very same
 * moment may still pass together, ADR 053). The items' foreign key to the order is checked at
 * the end of the statement. Prepared once per connection.
 */
function insertOrderStatement(withClaim: boolean): string {
  let text = statements.get(withClaim);
  if (text) return text;
  const nextNumber = 'nextval(quote_ident(order_number_sequence($1))::regclass)::integer';
  // With a key, every insert reads `claim`: no row claimed, no row written.
  const guard = withClaim ? 'claim' : 'open_slot';
  text = [
    withClaim
      ? [
          `with ${openSlot(13, 14)}`,
          'fresh as (select 1 where not exists',
          '  (select 1 from idempotency_keys where scope = $8 and key = $9)),',
          `numbered as (select ${nextNumber} as n from fresh, open_slot),`,
          'claim as (insert into idempotency_keys',
          '  (scope, key, method, path, request_hash, status_code, response_body, completed_at)',
          '  select $8, $9, $10, $11, $12, $7, to_jsonb($5::text || numbered.n || $6::text), now()',
          '  from numbered on conflict do nothing returning 1),',
        ].join('\n')
      : `with ${openSlot(5, 6)}\nnumbered as (select ${nextNumber} as n from open_slot),`,
    `placed as (${recordsetInsert(orders, 2, {
      select: { order_number: 'numbered.n' },
      from: withClaim ? 'numbered, claim' : 'numbered',
    })}),`,
    `items as (${recordsetInsert(orderItems, 3, { from: guard })}),`,
    `charges as (${recordsetInsert(orderServiceCharges, 4, { from: guard })}),`,
    withClaim ? printJobsCte(15, 16, 'numbered, claim') : printJobsCte(7, 8, 'numbered'),
    newsCte(withClaim ? 17 : 9, guard),
    `select (select n from numbered) as "orderNumber", exists (select 1 from ${guard}) as written,`,
    '  exists (select 1 from open_slot) as "slotOpen",',
    '  (select count(*) from news) as news',
  ].join('\n');
  statements.set(withClaim, text);
  return text;
}

type Written = { orderNumber: number | null; written: boolean; slotOpen: boolean; news: number };

/**
 * Writes a new order, its items and charges exactly as given, and with a claim the key and its
 * answer. Answers the order number taken, or `written: false` when the key was already used or
 * the table was full (`tableFull`).
 */
export async function insertNewOrder({
  db,
  order: { order, items, charges },
  answer,
  claim,
  pendingOrdersCap,
  tickets = [],
  news = [],
}: {
  db: DbOrTx;
  order: NewOrder;
  answer: AnswerAround;
  claim: OrderClaim | undefined;
  pendingOrdersCap: number;
  /** The diner's order's station tickets (printing/new-order-tickets.ts); a waiter's prints apart. */
  tickets?: readonly TicketAround[];
  /** The order's realtime news, written with it (ADR 096). */
  news?: readonly OutboxEvent[];
}): Promise<{ written: true; orderNumber: number } | { written: false; tableFull: boolean }> {
  const rows = [
    order.businessId,
    toRecordset(orders, [order]),
    toRecordset(orderItems, items),
    toRecordset(orderServiceCharges, charges),
  ];
  const slot = [order.tableId, pendingOrdersCap];
  const printing = [JSON.stringify(tickets), order.id, JSON.stringify(news)];
  const [row] = claim
    ? await rawQuery<Written>(db, 'insert_new_order_claimed', insertOrderStatement(true), [
        ...rows,
        answer.before,
        answer.after,
        answer.statusCode,
        claim.scope,
        claim.key,
        claim.method,
        claim.path,
        claim.hash,
        ...slot,
        ...printing,
      ])
    : await rawQuery<Written>(db, 'insert_new_order', insertOrderStatement(false), [
        ...rows,
        ...slot,
        ...printing,
      ]);
  if (Number(row?.news) > 0) noteOutboxWrite(db);
  if (!row?.written) return { written: false, tableFull: row?.slotOpen === false };
  if (row.orderNumber === null) throw new Error('insertNewOrder: no order number taken');
  return { written: true, orderNumber: row.orderNumber };
}
