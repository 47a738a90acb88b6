import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';

/**
 * The profile's 'Toplam Harcama' (000 §2.8, §4.4): the kuruş total of the customer's paid
 * orders (paid flag, paid payment status, or a paid/completed status, as core's isOrderPaid
 * reads them), cancelled and refunded ones left out. Tips are not spending on the order: the
 * order's total includes the tip the bill request set (core calculateOrderTotals), so it is
 * taken off; tips of split payments are never in the total.
 */
export async function getTotalSpend({ db, userId }: { db: Db; userId: string }): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orders.total} - ${orders.tip}), 0)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        not(orders.isCancelled),
        not(inArray(orders.status, ['cancelled', 'refunded'])),
        or(
          orders.isPaid,
          eq(orders.paymentStatus, 'paid'),
          inArray(orders.status, ['paid', 'completed']),
        ),
      ),
    );
  return row?.total ?? 0;
}
