import { eq } from 'drizzle-orm';
import { splitBillRequests } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { loadBillState } from './load-bill-state.ts';
import { priceBillSelection } from './price-bill-selection.ts';

/**
 * Prices a split request again when the business approves it, after the units paid or
 * approved before it (basis 'remaining'), and stores the amount and tip. Why: a request is
 * priced when it is made after every unit then held, pending ones included. Units are priced
 * one by one with a line's free units last (core calculateSplitAmount), so when an earlier
 * pending request is rejected, a later one may have been priced for the wrong units (a free
 * bread instead of a charged one). Priced in approval order, the approved splits and what
 * remains add up to the order exactly, whatever is rejected in between. Lines without free
 * units cost the same either way. The caller holds the order row's lock; call it before or
 * after the request's status changes (the request itself is never counted as taken).
 */
export async function repriceSplitRequest({
  tx,
  order,
  requestId,
  now,
}: {
  tx: Tx;
  order: OrderRow;
  requestId: string;
  now: Date;
}): Promise<{ amount: number; tipAmount: number }> {
  const full = await loadBillState({ db: tx, order });
  const request = full.splitRequests.find((r) => r.id === requestId);
  if (!request) throw new Error(`split request ${requestId} is not of order ${order.id}`);
  const state = await loadBillState({ db: tx, order, exceptRequestId: requestId });
  const price = priceBillSelection({
    state,
    quantities: new Map(Object.entries(request.selectedItems)),
    basis: 'remaining',
    tipPercentage: request.tipPercentage,
  });
  const figures = { amount: price.total - price.tip, tipAmount: price.tip };
  if (figures.amount !== request.amount || figures.tipAmount !== request.tipAmount) {
    await tx
      .update(splitBillRequests)
      .set({ ...figures, updatedAt: now })
      .where(eq(splitBillRequests.id, requestId));
  }
  return figures;
}
