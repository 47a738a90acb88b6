import { SPLIT_TIP_OPTIONS, TIP_OPTIONS } from '@masa/core/money/tip';
import { isOrderCancelled, isOrderPaid } from '@masa/core/orders/order-status';
import type { PaymentMethod } from '../../db/schema/enums.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { assertPaymentMethod } from './assert-payment-method.ts';
import type { BillRequestBody } from './bill-request-body.ts';
import { findPayableOrder } from './find-payable-order.ts';
import { loadBillState, type BillState } from './load-bill-state.ts';

/** What a bill or a split request is asked with (POST /orders/{orderId}/request-bill). */
export type BillRequestArgs = {
  tx: Tx;
  orderId: string;
  userId: string;
  /** The caller's key to a table's sitting (ADR 042). */
  sessionKey?: string | null;
  body: BillRequestBody;
  now: Date;
};

/**
 * The start of every bill and split request: the order the diner may pay (locked, with its
 * items), refused when it is cancelled (409) or when nothing is left to ask for (409 'Tüm
 * ürünler ödendi'): for a split, no charged unit is left that is not paid or in an approved
 * split (nor, for a split asking for charges, a service charge it may take); for the whole
 * bill, neither is an unpaid service charge. The body's orderId, businessId and tableId, when
 * sent, must name this order; its tip must be one the screen offers (a split's own list) and
 * its payment method one the business accepts (assertPaymentMethod).
 */
export async function openBill({
  tx,
  orderId,
  userId,
  sessionKey = null,
  body,
  split,
}: Omit<BillRequestArgs, 'now'> & { split: boolean }): Promise<
  BillState & { paymentMethod: PaymentMethod | null }
> {
  if (body.orderId && body.orderId !== orderId) throw refuse(404, 'ORDER_NOT_FOUND.bill');
  const order = await findPayableOrder({
    db: tx,
    orderId,
    userId,
    sessionKey,
    businessId: body.businessId,
    tableId: body.tableId,
    lock: true,
  });
  if (isOrderCancelled(order)) throw refuse(409, 'ORDER_CANCELLED');
  const state = await loadBillState({ db: tx, order, lock: true });
  const nothingDue = split
    ? state.allPaid &&
      !((body.selectedCharges?.length ?? 0) > 0 && state.bill.charges.some((c) => c.available))
    : isOrderPaid(order) || (state.allPaid && state.bill.charges.every((charge) => charge.paid));
  if (nothingDue) throw refuse(409, 'ALL_PAID');
  const tips: readonly number[] = split ? SPLIT_TIP_OPTIONS : TIP_OPTIONS;
  if (!tips.includes(body.tipPercentage)) {
    throw refuse(400, 'INVALID_TIP');
  }
  const method = body.paymentMethod;
  return {
    ...state,
    paymentMethod: assertPaymentMethod({ settings: state.settings, method, split }),
  };
}
