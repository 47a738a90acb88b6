import { computeBill, type Bill } from '@masa/core/bill/bill';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import { asc, inArray } from 'drizzle-orm';
import { orderItems } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { groupBy, loadBillRows } from '../bill/load-bill-rows.ts';
import { billInputFrom } from '../bill/load-bill-state.ts';

/**
 * The bills of some orders of one business, as every screen sees them (ADR 027: billInputFrom
 * and core computeBill over the order's lines, charges and every payment in the order they were
 * recorded), with the product of each line under the line's own name, in four queries whatever
 * their number (loadBillRows without split requests: they reserve or hold units, never money).
 * Products are named and filed in categories when a report is read, as the menu has them then
 * (core addUpDays, ADR 113), so a day kept at its close names them as a live read would.
 */
export async function loadReportBills({
  db,
  orderIds,
  taxIncludedInPrice,
}: {
  db: DbOrTx;
  orderIds: readonly string[];
  /** Each order's own VAT mode, as placed (ADR 034). */
  taxIncludedInPrice: ReadonlyMap<string, boolean>;
}): Promise<{ bills: Bill[]; products: Map<string, ReportProduct> }> {
  if (orderIds.length === 0) return { bills: [], products: new Map() };
  const ids = [...orderIds];
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const rows = await loadBillRows({ db, orderIds: ids, withSplitRequests: false });

  const productOf = new Map<string, ReportProduct>();
  for (const item of itemRows) {
    productOf.set(item.id, {
      productId: item.productId,
      name: item.name,
      categoryId: null,
      category: null,
      campaignUnit: item.campaignDiscount,
    });
  }
  const items = groupBy(itemRows, (item) => item.orderId);
  const now = new Date();
  const bills = ids.map((id) =>
    computeBill(
      billInputFrom({
        taxIncludedInPrice: taxIncludedInPrice.get(id) ?? true,
        items: items.get(id) ?? [],
        charges: rows.charges.get(id) ?? [],
        payments: rows.payments.get(id) ?? [],
        paymentLines: rows.paymentLines,
        paymentShares: rows.paymentShares,
        paymentRefunds: rows.paymentRefunds,
        splitRequests: [],
        discounts: rows.discounts.get(id) ?? [],
        now,
      }),
    ),
  );
  return { bills, products: productOf };
}
