import { computeBill, type Bill } from '@masa/core/bill/bill';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import { asc, eq, inArray } from 'drizzle-orm';
import { categories, orderItems, products } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { groupBy, loadBillRows } from '../bill/load-bill-rows.ts';
import { billInputFrom } from '../bill/load-bill-state.ts';

/**
 * The bills of some orders of one business, as every screen sees them (ADR 027: billInputFrom
 * and core computeBill over the order's lines, charges and every payment in the order they were
 * recorded), with the product and category of each line, in four queries whatever their number
 * (loadBillRows without split requests: they reserve or hold units, never money).
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
    .select({
      item: orderItems,
      productName: products.name,
      categoryId: categories.id,
      category: categories.name,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const rows = await loadBillRows({ db, orderIds: ids, withSplitRequests: false });

  const productOf = new Map<string, ReportProduct>();
  for (const row of itemRows) {
    productOf.set(row.item.id, {
      productId: row.item.productId,
      name: row.productName ?? row.item.name,
      categoryId: row.categoryId,
      category: row.category,
      campaignUnit: row.item.campaignDiscount,
    });
  }
  const items = groupBy(
    itemRows.map((row) => row.item),
    (item) => item.orderId,
  );
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
