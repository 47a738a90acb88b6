import { PAYMENT_FIGURES_VERSION } from '@masa/core/reports/day-money';
import { and, eq, notExists } from 'drizzle-orm';
import { orders, paymentFigures, payments, staffAccounts } from '../../db/schema/index.ts';
import type { BusinessPeriod } from './business-period.ts';
import { inBusinessPeriod } from './in-business-period.ts';

/**
 * The payments a business recorded in [start, end), with their orders' VAT mode and who took
 * each (null: the diner paid online): what a sales report's day (ADR 030, 113) and the Z summary
 * (ADR 077) count, their orders' bills read beside them. `unkept`: only those whose figures
 * were not kept when they were recorded (ADR 118), which a day prices on read.
 */
export async function listPeriodPayments({
  db,
  businessId,
  start,
  end,
  unkept = false,
}: BusinessPeriod & { unkept?: boolean }) {
  const kept = db
    .select({ paymentId: paymentFigures.paymentId })
    .from(paymentFigures)
    .where(
      and(
        eq(paymentFigures.paymentId, payments.id),
        eq(paymentFigures.version, PAYMENT_FIGURES_VERSION),
      ),
    );
  return db
    .select({
      id: payments.id,
      orderId: payments.orderId,
      taxIncludedInPrice: orders.taxIncludedInPrice,
      staffId: staffAccounts.id,
      staffName: staffAccounts.name,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, payments.recordedByStaffId))
    .where(
      and(
        inBusinessPeriod(
          { businessId: payments.businessId, at: payments.createdAt },
          { businessId, start, end },
        ),
        unkept ? notExists(kept) : undefined,
      ),
    );
}
