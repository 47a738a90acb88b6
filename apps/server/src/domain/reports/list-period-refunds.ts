import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { orders, paymentRefunds, payments } from '../../db/schema/index.ts';
import type { BusinessPeriod } from './business-period.ts';

/**
 * The refunds a business made in [start, end) (issue 34), with their orders: a money report
 * counts a refund in the period it was made, as a POS books it, so its order's bill comes in
 * even when the payment it gave back was taken on another day. A refund still at the provider
 * (pending) is not made yet: the bill does not read it either.
 */
export async function listPeriodRefunds({
  db,
  businessId,
  start,
  end,
}: BusinessPeriod): Promise<{ id: string; orderId: string; taxIncludedInPrice: boolean }[]> {
  return db
    .select({
      id: paymentRefunds.id,
      orderId: payments.orderId,
      taxIncludedInPrice: orders.taxIncludedInPrice,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.businessId, businessId),
        isNull(paymentRefunds.pendingSince),
        gte(paymentRefunds.createdAt, start),
        lt(paymentRefunds.createdAt, end),
      ),
    );
}
