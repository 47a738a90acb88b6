import { orderItems, orderServiceCharges, orders } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { rawQuery } from '../../lib/raw-query.ts';
import { recordsetInsert, toRecordset } from '../../lib/recordset-insert.ts';
import type { NewOrder } from './build-new-order.ts';

/** The Idempotency-Key a new order is written under (see with-idempotency.ts). */
export type OrderClaim = { scope: string; key: string; method: string; path: string; hash: string };

/** The answer's JSON text before and after its order number, which the statement takes. */
export type AnswerAround = { before: string; after: string; statusCode: number };

const statements = new Map<boolean, string>();

/**
 * The whole write as one statement, so it needs no transaction of its own (docs/decisions/
 * 006-order-write-path.md): take the business's next order number from its sequence (migration
 * 0003), insert the order with it, its items and its service charges. With a key it also claims
 * the key and stores the answer built around the number; when the key is already taken nothing
 * is written and no number is taken (the caller replays the stored answer). The items' foreign
 * key to the order is checked at the end of the statement. Prepared once per connection.
 */
function insertOrderStatement(withClaim: boolean): string {
  let text = statements.get(withClaim);
  if (text) return text;
  const nextNumber = 'nextval(quote_ident(order_number_sequence($1))::regclass)::integer';
  // With a key, every insert reads `claim`: no row claimed, no row written.
  const guard = withClaim ? 'claim' : undefined;
  text = [
    withClaim
      ? [
          'with fresh as (select 1 where not exists',
          '  (select 1 from idempotency_keys where scope = $8 and key = $9)),',
          `numbered as (select ${nextNumber} as n from fresh),`,
          'claim as (insert into idempotency_keys',
          '  (scope, key, method, path, request_hash, status_code, response_body, completed_at)',
          '  select $8, $9, $10, $11, $12, $7, to_jsonb($5::text || numbered.n || $6::text), now()',
          '  from numbered on conflict do nothing returning 1),',
        ].join('\n')
      : `with numbered as (select ${nextNumber} as n),`,
    `placed as (${recordsetInsert(orders, 2, {
      select: { order_number: 'numbered.n' },
      from: withClaim ? 'numbered, claim' : 'numbered',
    })}),`,
    `items as (${recordsetInsert(orderItems, 3, { from: guard })}),`,
    `charges as (${recordsetInsert(orderServiceCharges, 4, { from: guard })})`,
    `select (select n from numbered) as "orderNumber", ${withClaim ? 'exists (select 1 from claim)' : 'true'} as written`,
  ].join('\n');
  statements.set(withClaim, text);
  return text;
}

/**
 * Writes a new order, its items and charges exactly as given, and with a claim the key and its
 * answer. Answers the order number taken, or `written: false` when the key was already used.
 */
export async function insertNewOrder({
  db,
  order: { order, items, charges },
  answer,
  claim,
}: {
  db: DbOrTx;
  order: NewOrder;
  answer: AnswerAround;
  claim: OrderClaim | undefined;
}): Promise<{ written: true; orderNumber: number } | { written: false }> {
  const rows = [
    order.businessId,
    toRecordset(orders, [order]),
    toRecordset(orderItems, items),
    toRecordset(orderServiceCharges, charges),
  ];
  const [row] = claim
    ? await rawQuery<{ orderNumber: number | null; written: boolean }>(
        db,
        'insert_new_order_claimed',
        insertOrderStatement(true),
        [
          ...rows,
          answer.before,
          answer.after,
          answer.statusCode,
          claim.scope,
          claim.key,
          claim.method,
          claim.path,
          claim.hash,
        ],
      )
    : await rawQuery<{ orderNumber: number; written: boolean }>(
        db,
        'insert_new_order',
        insertOrderStatement(false),
        rows,
      );
  if (!row?.written) return { written: false };
  if (row.orderNumber === null) throw new Error('insertNewOrder: no order number taken');
  return { written: true, orderNumber: row.orderNumber };
}
