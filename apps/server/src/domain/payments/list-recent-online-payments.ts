import { reportInstants, businessToday } from '@masa/core/reports/report-days';
import type { RecentOnlinePayments } from '@masa/core/payment/payment-intent.schemas';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { and, desc, eq } from 'drizzle-orm';
import { orders, paymentIntents, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { inBusinessPeriod } from '../reports/in-business-period.ts';
import { presentIntent } from './present-intent.ts';

/** The inbox shows the evening's latest, not a ledger (as many as it keeps live). */
const RECENT = 20;

/**
 * GET /staff/online-payments (issue 34): the diners' online payments that succeeded today (the
 * business's day in Istanbul), newest first, as the inbox lists them when it opens; the live
 * `payment-intent:updated` events add the next ones.
 */
export async function listRecentOnlinePayments({
  db,
  businessId,
  twin,
  now = new Date(),
}: {
  db: DbOrTx;
  businessId: string;
  twin: boolean;
  now?: Date;
}): Promise<RecentOnlinePayments['payments']> {
  const today = businessToday(now);
  const { start, end } = reportInstants(today, today, BUSINESS_TIME_ZONE);
  const rows = await db
    .select({ intent: paymentIntents, orderNumber: orders.orderNumber, table: tables.name })
    .from(paymentIntents)
    .innerJoin(orders, eq(orders.id, paymentIntents.orderId))
    .leftJoin(tables, eq(tables.id, orders.tableId))
    .where(
      and(
        inBusinessPeriod(
          { businessId: paymentIntents.businessId, at: paymentIntents.updatedAt },
          { businessId, start, end },
        ),
        eq(paymentIntents.status, 'succeeded'),
      ),
    )
    .orderBy(desc(paymentIntents.updatedAt))
    .limit(RECENT);
  return rows.map((row) => ({
    intent: presentIntent(row.intent, twin),
    orderNumber: row.orderNumber,
    table: row.table,
  }));
}
