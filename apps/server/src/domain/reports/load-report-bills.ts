import { computeBill, type Bill } from '@masa/core/bill/bill';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import { asc, eq, inArray } from 'drizzle-orm';
import {
  categories,
  orderItems,
  orderServiceCharges,
  paymentLines,
  payments,
  products,
} from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { billInputFrom } from '../bill/load-bill-state.ts';

const group = <T extends { orderId: string }>(rows: readonly T[]) => {
  const byOrder = new Map<string, T[]>();
  for (const row of rows) {
    const list = byOrder.get(row.orderId);
    if (list) list.push(row);
    else byOrder.set(row.orderId, [row]);
  }
  return byOrder;
};

/**
 * The bills of some orders of one business, as every screen sees them (ADR 027: billInputFrom
 * and core computeBill over the order's lines, charges and every payment in the order they were
 * recorded), with the product and category of each line, in five queries whatever their number.
 * Split requests only reserve or hold units, never money, so they are not read.
 */
export async function loadReportBills({
  db,
  orderIds,
  taxIncludedInPrice,
}: {
  db: DbOrTx;
  orderIds: readonly string[];
  taxIncludedInPrice: boolean;
}): Promise<{ bills: Bill[]; products: Map<string, ReportProduct> }> {
  if (orderIds.length === 0) return { bills: [], products: new Map() };
  const ids = [...orderIds];
  const [itemRows, chargeRows, paymentRows] = await Promise.all([
    db
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
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    db
      .select()
      .from(orderServiceCharges)
      .where(inArray(orderServiceCharges.orderId, ids))
      .orderBy(asc(orderServiceCharges.createdAt), asc(orderServiceCharges.id)),
    db
      .select()
      .from(payments)
      .where(inArray(payments.orderId, ids))
      .orderBy(asc(payments.createdAt), asc(payments.id)),
  ]);
  const paidRows =
    paymentRows.length === 0
      ? []
      : await db
          .select()
          .from(paymentLines)
          .where(
            inArray(
              paymentLines.paymentId,
              paymentRows.map((row) => row.id),
            ),
          );

  const productOf = new Map<string, ReportProduct>();
  for (const row of itemRows) {
    productOf.set(row.item.id, {
      productId: row.item.productId,
      name: row.productName ?? row.item.name,
      categoryId: row.categoryId,
      category: row.category,
    });
  }
  const items = group(itemRows.map((row) => row.item));
  const charges = group(chargeRows);
  const paymentsOf = group(paymentRows);
  const linesOfPayment = new Map<string, (typeof paidRows)[number][]>();
  for (const row of paidRows) {
    const list = linesOfPayment.get(row.paymentId);
    if (list) list.push(row);
    else linesOfPayment.set(row.paymentId, [row]);
  }
  const now = new Date();
  const bills = ids.map((id) =>
    computeBill(
      billInputFrom({
        taxIncludedInPrice,
        items: items.get(id) ?? [],
        charges: charges.get(id) ?? [],
        payments: paymentsOf.get(id) ?? [],
        // Only this order's payment lines: billInputFrom scans them once per payment.
        paymentLines: (paymentsOf.get(id) ?? []).flatMap((p) => linesOfPayment.get(p.id) ?? []),
        splitRequests: [],
        now,
      }),
    ),
  );
  return { bills, products: productOf };
}
