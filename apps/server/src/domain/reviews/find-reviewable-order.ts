import { sql } from 'drizzle-orm';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * The order a rating is for (issue 7: only a customer with a paid or delivered order at that
 * business may rate it or its products, once per target per order). An order qualifies when
 * it is the caller's, at the business, not cancelled nor refunded, paid (flag, payment status,
 * or status paid / completed) or delivered, and, for a product, has a non-cancelled line of
 * that product. `orderId` picks one; without it the newest qualifying order not yet rated for
 * this target is used. None qualifying: 403; all already rated for this target: 409.
 */
export async function findReviewableOrder({
  tx,
  userId,
  businessId,
  productId,
  orderId,
}: {
  tx: Tx;
  userId: string;
  businessId: string;
  productId: string | undefined;
  orderId: string | undefined;
}): Promise<string> {
  const rated = productId ? sql`r.product_id = ${productId}` : sql`r.business_id = ${businessId}`;
  const { rows } = await tx.execute<{ id: string; reviewed: boolean }>(sql`
    select o.id,
      exists (select 1 from reviews r where r.user_id = o.user_id and r.order_id = o.id and ${rated}) as reviewed
    from orders o
    where o.user_id = ${userId}
      and o.business_id = ${businessId}
      and not o.is_cancelled
      and o.status not in ('cancelled', 'refunded')
      and (o.is_paid or o.payment_status = 'paid' or o.status in ('paid', 'completed', 'delivered', 'bill_requested'))
      ${orderId ? sql`and o.id = ${orderId}` : sql``}
      ${
        productId
          ? sql`and exists (select 1 from order_items i where i.order_id = o.id and i.product_id = ${productId} and i.status <> 'cancelled')`
          : sql``
      }
    order by o.created_at desc, o.id desc
    limit 100`);
  if (rows.length === 0) {
    throw refuse(403, productId ? 'REVIEW_NOT_ALLOWED.product' : 'REVIEW_NOT_ALLOWED');
  }
  const open = rows.find((row) => !row.reviewed);
  if (!open) throw refuse(409, 'ALREADY_REVIEWED');
  return open.id;
}
