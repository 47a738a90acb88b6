import { reportInstants } from '@masa/core/reports/report-days';
import type { ReportPayment } from '@masa/core/reports/report.schemas';
import { BUSINESS_TIME_ZONE } from '@masa/core/time/zoned-time';
import { asc, eq } from 'drizzle-orm';
import { orders, payments, staffAccounts, tables } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { inBusinessPeriod } from './in-business-period.ts';

/**
 * GET /staff/reports/payments (issue 29): every payment recorded in a range of the business's
 * days, oldest first, as an accountant books them: when, the table, the order, the method, the
 * amount and the tip apart, and who took it (null: the diner paid online). The same payments
 * the sales report adds up, so the list's amounts add up to its gross and tips.
 */
export async function listReportPayments({
  db,
  businessId,
  from,
  to,
}: {
  db: DbOrTx;
  businessId: string;
  from: string;
  to: string;
}): Promise<ReportPayment[]> {
  const { start, end } = reportInstants(from, to, BUSINESS_TIME_ZONE);
  const rows = await db
    .select({
      at: payments.createdAt,
      table: tables.name,
      orderNumber: orders.orderNumber,
      method: payments.method,
      amount: payments.amount,
      tip: payments.tipAmount,
      staff: staffAccounts.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(tables, eq(tables.id, orders.tableId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, payments.recordedByStaffId))
    .where(
      inBusinessPeriod(
        { businessId: payments.businessId, at: payments.createdAt },
        { businessId, start, end },
      ),
    )
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}
