import type { PaymentIntentPay } from '@masa/core/payment/payment-intent.schemas';
import type { IntentSelection } from '../../db/schema/json-types.ts';
import type { RecordPaymentBody } from '../staff/payment-body.ts';

/**
 * What a diner's online payment pays, in a staff payment's words (issue 34, ADR 084), so both are
 * priced and recorded by the one path (pricePayment, recordPayment): chosen units, shares (the
 * very share the diner chose, by its index, as a staff payment may name it) and charges, an
 * approved split, or the rest of the bill.
 */
export function paymentBodyOf(pay: PaymentIntentPay): RecordPaymentBody {
  const body: RecordPaymentBody = { items: [], shares: [], charges: [], method: 'online' };
  if (pay.kind === 'split') return { ...body, splitBillRequestId: pay.splitBillRequestId };
  if (pay.kind === 'rest') return body;
  return {
    ...body,
    items: pay.items.map(({ lineId, quantity }) => ({ itemId: lineId, quantity })),
    shares: pay.shares.map(({ lineId, shareCount, index }) => ({
      itemId: lineId,
      shareCount,
      index,
    })),
    charges: pay.charges,
  };
}

/**
 * The stored selection read back as the payment it records when it succeeds: the same choice,
 * priced again then; `expectedAmount` refuses it if the bill priced it differently meanwhile.
 */
export function paymentBodyOfIntent(intent: {
  selection: IntentSelection;
  amount: number;
  tipAmount: number;
}): RecordPaymentBody {
  const { selection } = intent;
  const body: RecordPaymentBody = {
    items: [],
    shares: [],
    charges: [],
    method: 'online',
    tip: intent.tipAmount,
    expectedAmount: intent.amount,
  };
  if (selection.splitBillRequestId) {
    return { ...body, splitBillRequestId: selection.splitBillRequestId };
  }
  if (selection.rest) return body;
  return {
    ...body,
    items: Object.entries(selection.lines).map(([itemId, quantity]) => ({ itemId, quantity })),
    // The share priced when the intent was made: paid by someone else since → 409, refunded.
    shares: selection.shares.map(({ lineId, shareCount, index }) => ({
      itemId: lineId,
      shareCount,
      index,
    })),
    charges: selection.charges,
  };
}
