import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export type TotalSpend = {
  /** Everything the diner paid, tips included, kuruş. */
  total: number;
  /** The tips inside total. */
  tips: number;
};

/**
 * The profile's 'Toplam Harcama' (000 §2.8, §4.4): what the diner paid (ADR 027), tips included
 * and counted apart: the sum of the payments the diner made, whether the order was theirs or
 * a friend's at the table. A payment is the diner's when it paid their split or bill request;
 * a payment for no request is the order's diner's. Payments of cancelled or refunded orders
 * are left out; an unpaid order adds nothing.
 */
export async function getTotalSpend({
  db,
  userId,
}: {
  db: Db;
  userId: string;
}): Promise<TotalSpend> {
  const { rows } = await db.execute<{ total: number; tips: number }>(sql`
    select coalesce(sum(p.amount + p.tip_amount), 0)::int as total,
           coalesce(sum(p.tip_amount), 0)::int as tips
      from payments p
      join orders o on o.id = p.order_id
      left join split_bill_requests s on s.id = p.split_bill_request_id
      left join bill_requests b on b.id = p.bill_request_id
     where coalesce(s.user_id, b.user_id, o.user_id) = ${userId}
       and not o.is_cancelled
       and o.status not in ('cancelled', 'refunded')`);
  return rows[0] ?? { total: 0, tips: 0 };
}
