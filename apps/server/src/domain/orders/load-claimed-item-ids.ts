import { and, eq, inArray } from 'drizzle-orm';
import {
  paymentShares,
  payments,
  splitBillRequestItems,
  splitBillRequestShares,
  splitBillRequests,
} from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * The order's lines whose price others already count on: asked for in a split request
 * (pending or approved), or a share of it paid or asked for (ADR 048). A line with a unit
 * paid says so itself (`paidQuantity`). Their payments price their units (ADR 027), so their
 * price must not change.
 */
export async function loadClaimedItemIds({
  tx,
  orderId,
}: {
  tx: Tx;
  orderId: string;
}): Promise<Set<string>> {
  const open = and(
    eq(splitBillRequests.orderId, orderId),
    inArray(splitBillRequests.status, ['pending', 'approved']),
  );
  const claimedRows = await tx
    .select({ itemId: splitBillRequestItems.orderItemId })
    .from(splitBillRequestItems)
    .innerJoin(splitBillRequests, eq(splitBillRequests.id, splitBillRequestItems.requestId))
    .where(open);
  const sharedRows = await tx
    .select({ itemId: splitBillRequestShares.orderItemId })
    .from(splitBillRequestShares)
    .innerJoin(splitBillRequests, eq(splitBillRequests.id, splitBillRequestShares.requestId))
    .where(open);
  const paidShareRows = await tx
    .select({ itemId: paymentShares.orderItemId })
    .from(paymentShares)
    .innerJoin(payments, eq(payments.id, paymentShares.paymentId))
    .where(eq(payments.orderId, orderId));
  return new Set([...claimedRows, ...sharedRows, ...paidShareRows].map((row) => row.itemId));
}
