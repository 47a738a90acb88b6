import { and, eq, inArray, isNull } from 'drizzle-orm';
import { payments, splitBillRequests } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * A table whose orders join another table's bill must not be in the middle of paying (ADR 075):
 * a split request waiting for the staff, or one approved whose payment is not recorded yet,
 * holds units for a diner who is about to pay them. The staff settle it first.
 */
export async function assertNoSplitInProgress({
  tx,
  orderIds,
  tableName,
}: {
  tx: Tx;
  orderIds: string[];
  tableName: string;
}): Promise<void> {
  if (orderIds.length === 0) return;
  const open = await tx
    .select({ status: splitBillRequests.status })
    .from(splitBillRequests)
    .leftJoin(payments, eq(payments.splitBillRequestId, splitBillRequests.id))
    .where(
      and(
        inArray(splitBillRequests.orderId, orderIds),
        inArray(splitBillRequests.status, ['pending', 'approved']),
        isNull(payments.id),
      ),
    );
  if (open.some((row) => row.status === 'pending')) {
    throw refuse(409, 'SPLIT_PENDING', { table: tableName });
  }
  if (open.length > 0)
    throw refuse(409, 'PAYMENT_IN_PROGRESS.paymentInProgress', { table: tableName });
}
