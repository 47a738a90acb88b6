import type { BillState } from '../bill/load-bill-state.ts';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { paymentIntents } from '../../db/schema/index.ts';
import type { IntentSelection } from '../../db/schema/json-types.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/** An intent holds its units while its form may still be paid (ADR 084). */
export const LIVE_INTENT_STATUSES = ['created', 'requires_action', 'processing'] as const;

/**
 * Refuses (409 PAYMENT_IN_PROGRESS) an online payment over units, shares, charges or a split that
 * a live intent of the order holds: one not final whose 15 minutes have not run out. Called under
 * the order's lock, so two diners opening the form for the same share at once are checked one
 * after the other: the second is refused before anything is charged.
 */
export async function checkReservations({
  tx,
  state,
  selection,
  now,
}: {
  tx: Tx;
  state: BillState;
  selection: IntentSelection;
  now: Date;
}): Promise<void> {
  const live = await tx
    .select({ selection: paymentIntents.selection })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, state.order.id),
        inArray(paymentIntents.status, [...LIVE_INTENT_STATUSES]),
        gt(paymentIntents.expiresAt, now),
      ),
    );
  if (live.length === 0) return;
  const held = new Map<string, number>();
  const heldShares = new Set<string>();
  // A form sharing a line among N holds the count too: share 1 of 4 beside share 2 of 3 is refused.
  const heldCounts = new Map<string, number>();
  const heldCharges = new Set<string>();
  const heldSplits = new Set<string>();
  for (const { selection: other } of live) {
    // A split's units are its payer's already (reserved in the bill), never due to others.
    if (other.splitBillRequestId) {
      heldSplits.add(other.splitBillRequestId);
      continue;
    }
    for (const [lineId, units] of Object.entries(other.lines)) {
      held.set(lineId, (held.get(lineId) ?? 0) + units);
    }
    for (const share of other.shares) {
      heldShares.add(`${share.lineId}:${share.index}`);
      heldCounts.set(share.lineId, share.shareCount);
    }
    for (const id of other.charges) heldCharges.add(id);
  }
  const taken =
    Object.entries(selection.lines).some(([lineId, units]) => {
      const due = state.bill.lines.find((line) => line.id === lineId)?.dueQuantity ?? 0;
      return (held.get(lineId) ?? 0) + units > due;
    }) ||
    selection.shares.some(
      (share) =>
        heldShares.has(`${share.lineId}:${share.index}`) ||
        (heldCounts.get(share.lineId) ?? share.shareCount) !== share.shareCount,
    ) ||
    selection.charges.some((id) => heldCharges.has(id)) ||
    (selection.splitBillRequestId !== null && heldSplits.has(selection.splitBillRequestId));
  if (taken) throw refuse(409, 'PAYMENT_IN_PROGRESS');
}
