import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { orders, paymentRefunds, payments, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/**
 * GET /staff/refunds/unknown (issue 34): a business's refunds whose outcome is unknown
 * (markStaleRefunds), newest first, for the manager to check on the iyzico panel.
 */
export async function listUnknownRefunds({ db, businessId }: { db: DbOrTx; businessId: string }) {
  const rows = await db
    .select({
      id: paymentRefunds.id,
      paymentId: paymentRefunds.paymentId,
      amount: paymentRefunds.amount,
      tipAmount: paymentRefunds.tipAmount,
      reason: paymentRefunds.reason,
      startedAt: paymentRefunds.pendingSince,
      providerPaymentId: payments.providerPaymentId,
      table: tables.name,
      orderNumber: orders.orderNumber,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(tables, eq(tables.id, orders.tableId))
    .where(and(eq(orders.businessId, businessId), isNotNull(paymentRefunds.outcomeUnknownAt)))
    .orderBy(desc(paymentRefunds.pendingSince))
    .limit(50);
  return rows.map((row) => ({ ...row, startedAt: row.startedAt!.toISOString() }));
}
