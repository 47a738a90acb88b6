import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { dinerPayments } from './diner-payments.ts';

/** What one diner paid on one order, tips apart; kuruş. */
export type PaidByDiner = { paid: number; tips: number };

/**
 * What the diner paid on each of some orders (ADR 058), by order id: her own part, beside the
 * bill's `paid`, which is the whole table's. Orders she paid nothing on are absent.
 */
export async function loadPaidByDiner({
  db,
  userId,
  orderIds,
}: {
  db: DbOrTx;
  userId: string;
  orderIds: readonly string[];
}): Promise<Map<string, PaidByDiner>> {
  if (orderIds.length === 0) return new Map();
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const { rows } = await db.execute<{ order_id: string; paid: number; tips: number }>(sql`
    select mine.order_id,
           sum(mine.amount)::int as paid,
           sum(mine.tip_amount)::int as tips
      from (${dinerPayments(userId)}) mine
     where mine.order_id in (${ids})
     group by mine.order_id`);
  return new Map(rows.map((row) => [row.order_id, { paid: row.paid, tips: row.tips }]));
}
