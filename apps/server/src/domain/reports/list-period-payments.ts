import { eq } from 'drizzle-orm';
import { orders, payments, staffAccounts } from '../../db/schema/index.ts';
import type { BusinessPeriod } from './business-period.ts';
import { inBusinessPeriod } from './in-business-period.ts';

/**
 * The payments a business recorded in [start, end), with their orders' VAT mode and who took
 * each (null: the diner paid online): what a sales report's day (ADR 030, 113) and the Z summary
 * (ADR 077) count, their orders' bills read beside them.
 */
export async function listPeriodPayments({ db, businessId, start, end }: BusinessPeriod) {
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
      inBusinessPeriod(
        { businessId: orders.businessId, at: payments.createdAt },
        { businessId, start, end },
      ),
    );
}
