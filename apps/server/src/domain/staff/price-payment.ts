import { priceSelection, restOfBill, sharesByLine, type BillSelection } from '@masa/core/bill/bill';
import { eq } from 'drizzle-orm';
import { billRequests, payments } from '../../db/schema/index.ts';
import { refuse, type AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { withShares, type ChosenShare } from '../bill/choose-shares.ts';
import type { BillState } from '../bill/load-bill-state.ts';
import type { RecordPaymentBody } from './payment-body.ts';
import { checkedSelection } from './payment-selection.ts';
import { STAFF_MESSAGES as M } from './staff-messages.ts';

type Lost = (code: string, message: string, left: number) => Promise<AppError>;

/**
 * What a payment of `body` pays and costs by the one bill model (ADR 027), under the order's
 * lock: chosen units, shares and charges (checked against what is due), an approved split's
 * lines, or the rest of the bill, with the tip the named request offered, or `tipPercentage`
 * (a diner's online payment picks its own, issue 34). A staff payment and a diner's online one
 * are priced here alike, when the intent is created and again when it is recorded.
 */
export async function pricePayment({
  tx,
  state,
  body,
  lost,
  tipPercentage,
}: {
  tx: Tx;
  state: BillState;
  body: RecordPaymentBody;
  lost: Lost;
  tipPercentage?: number;
}): Promise<{
  chosen: { selection: BillSelection; shares: ChosenShare[] } | null;
  price: ReturnType<typeof priceSelection>;
}> {
  const picked = body.items.length > 0 || body.charges.length > 0 || body.shares.length > 0;
  // A split's payment pays what the split asked for; a selection besides it would be ignored.
  if (body.splitBillRequestId && picked) {
    throw refuse(400, 'SPLIT_PAYMENT_WITH_SELECTION');
  }
  const offered = await requestTipPercentage({ tx, state, body });
  const chosen = picked ? checkedSelection(state, body) : null;
  const selection = body.splitBillRequestId
    ? await splitSelection({ tx, state, requestId: body.splitBillRequestId, lost })
    : (chosen?.selection ?? restOfBill(state.bill));
  // A line this payment newly shares is priced shared (ADR 048).
  const input = chosen ? withShares(state.input, chosen.shares) : state.input;
  const price = priceSelection(input, selection, tipPercentage ?? offered);
  if (price.lines.length === 0 && price.charges.length === 0 && price.shares.length === 0) {
    throw await lost('NOTHING_TO_PAY', M.nothingToPay, state.bill.left);
  }
  return { chosen, price };
}

/**
 * The tip percentage a bill or split request offered, for a payment that names it and sends no
 * tip: the tip is that percentage of what this payment pays (its items with their VAT, core
 * priceSelection), never the amount the request computed when it was made (a split paid in
 * between, or a payment in parts, would tip twice on the same items). A bill request's tip is
 * carried by the first payment that names it only.
 */
async function requestTipPercentage({
  tx,
  state,
  body,
}: {
  tx: Tx;
  state: BillState;
  body: RecordPaymentBody;
}): Promise<number> {
  let percentage = 0;
  if (body.billRequestId) {
    const [request] = await tx
      .select({ orderId: billRequests.orderId, tipPercentage: billRequests.tipPercentage })
      .from(billRequests)
      .where(eq(billRequests.id, body.billRequestId));
    if (request?.orderId !== state.order.id) {
      throw refuse(404, 'REQUEST_NOT_FOUND');
    }
    const carried = state.payments.some((p) => p.billRequestId === body.billRequestId);
    percentage = carried ? 0 : request.tipPercentage;
  }
  if (body.splitBillRequestId) {
    const split = state.splitRequests.find((r) => r.id === body.splitBillRequestId);
    if (!split) throw refuse(404, 'REQUEST_NOT_FOUND');
    percentage = split.tipPercentage;
  }
  return percentage;
}

/** An approved split not paid yet: its lines and the charges it took (the kuver). */
async function splitSelection({
  tx,
  state,
  requestId,
  lost,
}: {
  tx: Tx;
  state: BillState;
  requestId: string;
  lost: Lost;
}): Promise<BillSelection> {
  const split = state.splitRequests.find((r) => r.id === requestId)!;
  if (split.status !== 'approved') {
    throw refuse(409, 'SPLIT_NOT_APPROVED');
  }
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.splitBillRequestId, requestId));
  if (paid) throw await lost('SPLIT_PAID', M.splitPaid, state.bill.left);
  return {
    lines: split.selectedItems,
    charges: split.selectedCharges,
    shares: sharesByLine(
      split.selectedShares.map((share) => ({ lineId: share.orderItemId, index: share.shareIndex })),
    ),
  };
}
