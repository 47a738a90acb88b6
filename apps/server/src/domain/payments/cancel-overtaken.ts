import type { Bill } from '@masa/core/bill/bill';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentIntents, payments } from '../../db/schema/index.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { LIVE_INTENT_STATUSES } from './check-reservations.ts';
import { cancelIntents } from './cancel-intent.ts';
import type { IntentRow } from './reserve-intent.ts';

/**
 * After a staff payment (ADR 084): the staff take the money even over units an open online form
 * holds (the diner may have walked away), and every live intent of the order that can no longer
 * be paid as priced (a unit, share or charge of it not due any more, its split paid, the rest
 * changed) is cancelled at the provider. A charge that still comes is refunded by settleIntent.
 */
export async function cancelOvertakenIntents({
  db,
  provider,
  orderId,
  bill,
}: {
  db: Db;
  provider: PaymentProvider | null;
  orderId: string;
  bill: Bill;
}): Promise<IntentRow[]> {
  const live = await db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, orderId),
        inArray(paymentIntents.status, [...LIVE_INTENT_STATUSES]),
      ),
    );
  if (live.length === 0) return [];
  const paidSplits = new Set(
    (
      await db
        .select({ split: payments.splitBillRequestId })
        .from(payments)
        .where(eq(payments.orderId, orderId))
    ).map((row) => row.split),
  );
  const line = (id: string) => bill.lines.find((l) => l.id === id);
  const overtaken = live.filter(({ selection }) => {
    if (selection.splitBillRequestId) return paidSplits.has(selection.splitBillRequestId);
    return (
      Object.entries(selection.lines).some(([id, units]) => (line(id)?.dueQuantity ?? 0) < units) ||
      selection.shares.some(({ lineId, index }) => {
        const shared = line(lineId);
        // A line the intent itself would share: overtaken once any of its units is paid.
        if (!shared?.shareCount) return !shared || shared.dueQuantity < shared.chargedQuantity;
        return !shared.shares.some((share) => share.index === index && share.due);
      }) ||
      selection.charges.some((id) => !bill.charges.find((c) => c.id === id)?.due)
    );
  });
  return cancelIntents({
    db,
    provider,
    ids: overtaken.map((intent) => intent.id),
    code: 'PAID_BY_STAFF',
    reason: 'paidByStaff',
  });
}
