import { computeBill, type Bill, type BillInput } from '@masa/core/bill/bill';
import { lineChoicesEnOf, lineChoicesOf } from '@masa/core/orders/line-choices';
import { isOrderPaid } from '@masa/core/orders/order-status';
import { asc, eq } from 'drizzle-orm';
import { businesses, orderItems } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import type { PublicBusinessSettings } from '../businesses/business.schemas.ts';
import { presentBusinessSettings } from '../businesses/present-business-settings.ts';
import type { OrderItemRow, OrderRow, OrderServiceChargeRow } from '../orders/to-order-response.ts';

import { lineSharesFrom } from './line-shares.ts';
import {
  loadBillRows,
  type OrderDiscountRow,
  type PaymentLineRow,
  type PaymentRefundRow,
  type PaymentRow,
  type PaymentShareRow,
  type SplitRequestState,
} from './load-bill-rows.ts';

export type { PaymentRow, SplitRequestRow, SplitRequestState } from './load-bill-rows.ts';

/**
 * What billInputFrom reads of a line. Its choices only name it on the bill: a report, which
 * counts money, leaves them out and reads fewer columns (ADR 113).
 */
export type BillItemRow = Pick<
  OrderItemRow,
  | 'id'
  | 'name'
  | 'nameEn'
  | 'quantity'
  | 'freeQuantity'
  | 'unitPrice'
  | 'originalPrice'
  | 'campaignDiscount'
  | 'vatRate'
  | 'status'
  | 'ikramByStaffId'
> &
  Partial<Pick<OrderItemRow, 'selectedOptions' | 'selectedOptionsEn' | 'selectedAdditions'>>;

export type BillState = {
  order: OrderRow;
  settings: PublicBusinessSettings;
  /** The business declared İş Kanunu article 51 (ADR 092): the bill says so in a line. */
  article51: boolean;
  items: OrderItemRow[];
  charges: OrderServiceChargeRow[];
  payments: PaymentRow[];
  splitRequests: SplitRequestState[];
  /** Staff discounts not removed, in the order given (ADR 074). */
  discounts: OrderDiscountRow[];
  /** What the one bill model is computed from; price a next payment with it. */
  input: BillInput;
  bill: Bill;
  /**
   * No unit of a line is left to ask for: the order is paid, or every charged unit is paid or
   * in an approved split (001 §4). Service charges may still be due (see openBill).
   */
  allPaid: boolean;
};

/**
 * How long a split request awaiting the business holds its units: after that, others may take
 * them (docs/decisions/012-pending-splits-expire.md). Approval re-checks what is left, so a
 * late approval never pays a unit twice.
 */
export const PENDING_SPLIT_HOLD_MS = 15 * 60_000;

/**
 * An order's bill from the database (ADR 004: the server is the authority; ADR 027: one bill
 * model), from its items and loadBillRows, through billInputFrom and core computeBill. With
 * `lock` the order's items are locked FOR UPDATE too (the caller already holds the order row's lock: see findPayableOrder and findStaffOrder), so no
 * payment or split can change them before the caller's transaction ends.
 */
export async function loadBillState({
  db,
  order,
  lock = false,
  now = new Date(),
}: {
  db: DbOrTx;
  order: OrderRow;
  lock?: boolean;
  now?: Date;
}): Promise<BillState> {
  const itemQuery = db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const items = lock ? await itemQuery.for('update') : await itemQuery;
  const rows = await loadBillRows({ db, orderIds: [order.id] });
  const charges = rows.charges.get(order.id) ?? [];
  const paymentRows = rows.payments.get(order.id) ?? [];
  const splitRequests = rows.splitRequests.get(order.id) ?? [];
  const discounts = rows.discounts.get(order.id) ?? [];
  const [business] = await db
    .select({ settings: businesses.settings, article51At: businesses.article51DeclaredAt })
    .from(businesses)
    .where(eq(businesses.id, order.businessId));
  const settings = presentBusinessSettings(business?.settings);
  const input = billInputFrom({
    // The order's own mode, as placed (ADR 034): a later change of the setting reprices nothing.
    taxIncludedInPrice: order.taxIncludedInPrice,
    items,
    charges,
    payments: paymentRows,
    paymentLines: rows.paymentLines,
    paymentShares: rows.paymentShares,
    paymentRefunds: rows.paymentRefunds,
    splitRequests,
    discounts,
    now,
  });
  const bill = computeBill(input);
  return {
    order,
    settings,
    article51: Boolean(business?.article51At),
    items,
    charges,
    payments: paymentRows,
    splitRequests,
    discounts,
    input,
    bill,
    allPaid:
      isOrderPaid(order) ||
      bill.lines.every((line) => line.dueQuantity === 0 && !line.shares.some((s) => s.due)),
  };
}

/**
 * What the one bill model reads, from an order's rows: lines, charges, payments in the order
 * they were recorded, units and charges of approved splits not paid yet (reserved for their
 * payer) and of split requests still pending for at most PENDING_SPLIT_HOLD_MS (held from new
 * splits).
 */
export function billInputFrom({
  taxIncludedInPrice,
  items,
  charges,
  payments: paymentRows,
  paymentLines: paidRows,
  paymentShares = new Map(),
  paymentRefunds = new Map(),
  splitRequests,
  discounts = [],
  now,
}: {
  taxIncludedInPrice: boolean;
  items: readonly BillItemRow[];
  charges: readonly OrderServiceChargeRow[];
  /** Sorted by createdAt, then id. */
  payments: readonly PaymentRow[];
  /** What each payment paid, by payment id (loadBillRows). */
  paymentLines: ReadonlyMap<string, readonly PaymentLineRow[]>;
  /** Shares of shared lines each payment paid, by payment id (ADR 048). */
  paymentShares?: ReadonlyMap<string, readonly PaymentShareRow[]>;
  /** Refunds done, by payment id (issue 34). */
  paymentRefunds?: ReadonlyMap<string, readonly PaymentRefundRow[]>;
  splitRequests: readonly SplitRequestState[];
  /** Staff discounts not removed, in the order given (ADR 074). */
  discounts?: readonly OrderDiscountRow[];
  now: Date;
}): BillInput {
  const heldSince = now.getTime() - PENDING_SPLIT_HOLD_MS;
  const paidSplits = new Set(paymentRows.map((row) => row.splitBillRequestId));
  const held: Record<string, number> = {};
  const reserved: Record<string, number> = {};
  const heldCharges: string[] = [];
  const reservedCharges: string[] = [];
  const isReserved = (request: SplitRequestState) =>
    request.status === 'approved' && !paidSplits.has(request.id);
  const isHeld = (request: SplitRequestState) =>
    request.status === 'pending' && request.createdAt.getTime() > heldSince;
  const shares = lineSharesFrom({
    paymentShares: paymentRows.flatMap((payment) => paymentShares.get(payment.id) ?? []),
    splitRequests,
    isReserved,
    isHeld,
  });
  for (const request of splitRequests) {
    const approved = isReserved(request);
    const pending = isHeld(request);
    const into = approved ? reserved : pending ? held : undefined;
    if (!into) continue;
    for (const [itemId, quantity] of Object.entries(request.selectedItems)) {
      into[itemId] = (into[itemId] ?? 0) + quantity;
    }
    (approved ? reservedCharges : heldCharges).push(...request.selectedCharges);
  }
  return {
    taxIncludedInPrice,
    lines: items.map((item) => ({
      id: item.id,
      name: item.name,
      nameEn: item.nameEn,
      quantity: item.quantity,
      freeQuantity: item.freeQuantity,
      unitPrice: item.unitPrice,
      // An ikram line is priced 0, not discounted (ADR 073): its menu price is no discount.
      unitDiscount: item.ikramByStaffId ? 0 : item.originalPrice - item.unitPrice,
      unitCampaignDiscount: item.campaignDiscount,
      vatRate: item.vatRate,
      cancelled: item.status === 'cancelled',
      ikram: item.ikramByStaffId !== null,
      ...lineChoicesOf(item),
      ...lineChoicesEnOf(item),
      shareCount: shares.shareCounts.get(item.id) ?? 0,
    })),
    charges: charges.map((charge) => ({
      id: charge.id,
      name: charge.name,
      nameEn: charge.nameEn,
      amount: charge.calculatedAmount,
      vatRate: charge.vatRate,
    })),
    payments: paymentRows.map((payment) =>
      toBillPayment(payment, paidRows.get(payment.id) ?? [], paymentShares.get(payment.id) ?? []),
    ),
    reserved,
    held,
    reservedCharges,
    heldCharges,
    reservedShares: shares.reservedShares,
    heldShares: shares.heldShares,
    staffDiscounts: discounts.map((row) => ({
      id: row.id,
      lineId: row.orderItemId,
      kind: row.kind,
      value: row.value,
      reason: row.reason,
    })),
    refunds: billRefunds(paymentRows, paymentRefunds),
  };
}

/**
 * The refunds of an order's payments in the order given, each after the payments recorded
 * before it (a refund is stamped after the last payment, under the order's lock: ADR 084).
 */
function billRefunds(
  paymentRows: readonly PaymentRow[],
  paymentRefunds: ReadonlyMap<string, readonly PaymentRefundRow[]>,
): NonNullable<BillInput['refunds']> {
  return paymentRows
    .flatMap((payment) => paymentRefunds.get(payment.id) ?? [])
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((refund) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      afterPayments: paymentRows.filter((p) => p.createdAt < refund.createdAt).length,
      lines: refund.parts.lines,
      charges: refund.parts.charges,
      shares: refund.parts.shares,
      tip: refund.tipAmount,
      createdAt: refund.createdAt.toISOString(),
    }));
}

/** A payments row and its payment_lines as the bill model reads them. */
function toBillPayment(
  payment: PaymentRow,
  own: readonly PaymentLineRow[],
  shares: readonly PaymentShareRow[],
): BillInput['payments'][number] {
  return {
    id: payment.id,
    method: payment.method,
    tip: payment.tipAmount,
    lines: own.flatMap((line) =>
      line.orderItemId ? [{ lineId: line.orderItemId, quantity: line.quantity }] : [],
    ),
    charges: own.flatMap((line) => (line.orderServiceChargeId ? [line.orderServiceChargeId] : [])),
    shares: shares.map((share) => ({ lineId: share.orderItemId, index: share.shareIndex })),
    createdAt: payment.createdAt.toISOString(),
  };
}
