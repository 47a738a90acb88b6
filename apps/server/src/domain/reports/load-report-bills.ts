import { computeBill, type Bill } from '@masa/core/bill/bill';
import type { ReportProduct } from '@masa/core/reports/sum-payments';
import { and, asc, isNull, sql, type AnyColumn } from 'drizzle-orm';
import {
  orderDiscounts,
  orderItems,
  orderServiceCharges,
  paymentLines,
  paymentRefunds,
  paymentShares,
  payments,
} from '../../db/schema/index.ts';
import { readAll, type DbOrTx } from '../../lib/db-tx.ts';
import { groupBy } from '../bill/load-bill-rows.ts';
import { billInputFrom, type BillItemRow } from '../bill/load-bill-state.ts';

/** `column = any(ids)`: one parameter whatever the number of ids (an IN list binds one each). */
const anyOf = (column: AnyColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param(ids)}::text[])`;

/**
 * The bills of some orders of one business, as every screen sees them (ADR 027: billInputFrom
 * and core computeBill over the order's lines, charges and every payment in the order they were
 * recorded), with the product of each line under the line's own name. The rows loadBillRows
 * reads for a bill, without split requests (they reserve or hold units, never money) and without
 * the lines' choices (they name a line, never price it), sent together in seven statements
 * whatever the number of orders: a report waits for one round of them, not seven (ADR 113).
 * Products are named and filed in categories when a report is read, as the menu has them then
 * (core addUpDays), so a day kept at its close names them as a live read would.
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
  // A payment's lines, shares and refunds by the payments of these orders, in the same round.
  const ofTheirPayments = (column: AnyColumn) =>
    sql`${column} in (select ${payments.id} from ${payments} where ${anyOf(payments.orderId, ids)})`;
  const [itemRows, charges, discounts, paymentRows, lines, shares, refunds] = await readAll(db, [
    () =>
      db
        .select({
          id: orderItems.id,
          orderId: orderItems.orderId,
          productId: orderItems.productId,
          name: orderItems.name,
          nameEn: orderItems.nameEn,
          quantity: orderItems.quantity,
          freeQuantity: orderItems.freeQuantity,
          unitPrice: orderItems.unitPrice,
          originalPrice: orderItems.originalPrice,
          campaignDiscount: orderItems.campaignDiscount,
          vatRate: orderItems.vatRate,
          status: orderItems.status,
          ikramByStaffId: orderItems.ikramByStaffId,
        })
        .from(orderItems)
        .where(anyOf(orderItems.orderId, ids))
        .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    () =>
      db
        .select()
        .from(orderServiceCharges)
        .where(anyOf(orderServiceCharges.orderId, ids))
        .orderBy(asc(orderServiceCharges.createdAt), asc(orderServiceCharges.id)),
    () =>
      db
        .select()
        .from(orderDiscounts)
        .where(and(anyOf(orderDiscounts.orderId, ids), isNull(orderDiscounts.removedAt)))
        .orderBy(asc(orderDiscounts.createdAt), asc(orderDiscounts.id)),
    () =>
      db
        .select()
        .from(payments)
        .where(anyOf(payments.orderId, ids))
        .orderBy(asc(payments.createdAt), asc(payments.id)),
    () => db.select().from(paymentLines).where(ofTheirPayments(paymentLines.paymentId)),
    () => db.select().from(paymentShares).where(ofTheirPayments(paymentShares.paymentId)),
    () =>
      db
        .select()
        .from(paymentRefunds)
        .where(and(ofTheirPayments(paymentRefunds.paymentId), isNull(paymentRefunds.pendingSince)))
        .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
  ]);

  const items = groupBy(itemRows, (item) => item.orderId);
  const chargesOf = groupBy(charges, (row) => row.orderId);
  const discountsOf = groupBy(discounts, (row) => row.orderId);
  const paymentsOf = groupBy(paymentRows, (row) => row.orderId);
  const paymentLinesOf = groupBy(lines, (row) => row.paymentId);
  const paymentSharesOf = groupBy(shares, (row) => row.paymentId);
  const paymentRefundsOf = groupBy(refunds, (row) => row.paymentId);
  const now = new Date();
  const bills = ids.map((id) =>
    computeBill(
      billInputFrom({
        taxIncludedInPrice: taxIncludedInPrice.get(id) ?? true,
        items: items.get(id) ?? [],
        charges: chargesOf.get(id) ?? [],
        payments: paymentsOf.get(id) ?? [],
        paymentLines: paymentLinesOf,
        paymentShares: paymentSharesOf,
        paymentRefunds: paymentRefundsOf,
        splitRequests: [],
        discounts: discountsOf.get(id) ?? [],
        now,
      }),
    ),
  );
  return { bills, products: reportProductsOf(itemRows) };
}

/**
 * The product of each line, under the line's own name: named and filed in categories when a
 * report is read (core addUpDays), with the campaign's share of a unit (core sumPayments).
 */
export function reportProductsOf(
  items: readonly (Pick<BillItemRow, 'id' | 'name' | 'campaignDiscount'> & {
    productId: string | null;
  })[],
): Map<string, ReportProduct> {
  return new Map(
    items.map((item) => [
      item.id,
      {
        productId: item.productId,
        name: item.name,
        categoryId: null,
        category: null,
        campaignUnit: item.campaignDiscount,
      },
    ]),
  );
}
