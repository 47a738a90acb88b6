import { priceSelection, sharesByLine } from '@masa/core/bill/bill';
import { withShareCounts } from '@masa/core/bill/share-selection';
import { eq } from 'drizzle-orm';
import { splitBillRequests } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { loadBillState } from '../bill/load-bill-state.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/db-tx.ts';
import type { OrderRow } from '../orders/to-order-response.ts';
import { findStaffOrder } from './find-staff-order.ts';
import { listSplitRequests } from './list-split-requests.ts';
import type { SplitRequestResponse } from './staff-request-responses.ts';
import { emitOrderChange } from '../../realtime/emit-order-change.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * PATCH /staff/split-requests/{id}: approve or reject a pending split request. Approval holds
 * the request's units for its payer until the staff record its payment (001 §4: approved units
 * are no longer part of what remains), so it must fit the units still due of each line (not
 * paid, not in another approved split). The order row is locked first, as by every staff
 * write, so two approvals of overlapping requests queue and the second is refused (409).
 */
export async function decideSplitRequest({
  db,
  requestId,
  businessId,
  staffId,
  decision,
  now,
}: {
  db: Db;
  requestId: string;
  businessId: string;
  staffId: string;
  decision: 'approved' | 'rejected';
  now: Date;
}): Promise<{ request: SplitRequestResponse; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const [head] = await tx
      .select({ orderId: splitBillRequests.orderId, businessId: splitBillRequests.businessId })
      .from(splitBillRequests)
      .where(eq(splitBillRequests.id, requestId));
    if (!head || head.businessId !== businessId) {
      throw refuse(404, 'SPLIT_REQUEST_NOT_FOUND');
    }
    const order = await findStaffOrder({ db: tx, orderId: head.orderId, businessId, lock: true });
    const [request] = await tx
      .select()
      .from(splitBillRequests)
      .where(eq(splitBillRequests.id, requestId))
      .for('update');
    if (!request || request.status !== 'pending') {
      throw refuse(409, 'SPLIT_REQUEST_DECIDED');
    }
    if (decision === 'approved') await checkAndPrice({ tx, order, request, now });
    await tx
      .update(splitBillRequests)
      .set({ status: decision, decidedAt: now, decidedByStaffId: staffId, updatedAt: now })
      .where(eq(splitBillRequests.id, requestId));
    const [view] = await listSplitRequests({ db: tx, businessId, ids: [requestId] });
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: decision === 'approved' ? 'split.approved' : 'split.rejected',
      subjectId: view!.id,
      details: {
        orderNumber: view!.orderNumber,
        table: view!.tableName,
        amount: view!.amount,
        tip: view!.tipAmount,
        method: view!.paymentMethod,
      },
      now,
    });
    await emitOrderChange(tx, order, { kind: 'updated', change: 'split_request' });
    return { request: view!, order };
  });
}

/**
 * An approved split's units, shares (ADR 048) and charges become its payer's: each must still
 * be due (not paid, not in another approved split). Its amount is priced again by the bill model, so it is what the
 * rest of the bill will not cover (the tip, a percentage of its items, does not change).
 */
async function checkAndPrice({
  tx,
  order,
  request,
  now,
}: {
  tx: Tx;
  order: OrderRow;
  request: typeof splitBillRequests.$inferSelect;
  now: Date;
}) {
  const state = await loadBillState({ db: tx, order, lock: true, now });
  const own = state.splitRequests.find((r) => r.id === request.id);
  const selected = own?.selectedItems ?? {};
  const charges = own?.selectedCharges ?? [];
  for (const [itemId, quantity] of Object.entries(selected)) {
    const line = state.bill.lines.find((l) => l.id === itemId);
    const due = line?.dueQuantity ?? 0;
    if (quantity > due) {
      throw refuse(409, 'SPLIT_EXCEEDS_REMAINING.splitExceeds', {
        name: line?.name ?? '',
        remaining: due,
      });
    }
  }
  for (const id of charges) {
    const charge = state.bill.charges.find((c) => c.id === id);
    if (!charge?.due) {
      throw refuse(409, 'CHARGE_TAKEN', { name: charge?.name ?? '' });
    }
  }
  const shares = own?.selectedShares ?? [];
  for (const { orderItemId, shareCount, shareIndex } of shares) {
    const line = state.bill.lines.find((l) => l.id === orderItemId);
    // The line is shared in this many with this share still due; or, its own hold expired
    // (ADR 012), nobody has since claimed any of it, by units or shares.
    const fits = line?.shareCount
      ? line.shareCount === shareCount && line.shares[shareIndex - 1]?.due === true
      : line !== undefined && !line.cancelled && line.dueQuantity === line.chargedQuantity;
    if (!fits) {
      throw refuse(409, 'SPLIT_EXCEEDS_REMAINING.shareTaken', {
        name: line?.name ?? '',
        index: shareIndex,
        count: shareCount,
      });
    }
  }
  const price = priceSelection(
    withShareCounts(
      state.input,
      Object.fromEntries(shares.map((share) => [share.orderItemId, share.shareCount])),
    ),
    {
      lines: selected,
      charges,
      shares: sharesByLine(shares.map((s) => ({ lineId: s.orderItemId, index: s.shareIndex }))),
    },
    request.tipPercentage,
  );
  if (price.amount !== request.amount || price.tip !== request.tipAmount) {
    await tx
      .update(splitBillRequests)
      .set({ amount: price.amount, tipAmount: price.tip, updatedAt: now })
      .where(eq(splitBillRequests.id, request.id));
  }
}
