import { and, eq, isNull } from 'drizzle-orm';
import { openAccounts, orders } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';

/**
 * Marks an open account settled (`settled_at`, docs/decisions/079-what-issue-32-left.md) when
 * the payment that made one of its orders paid was its last unpaid kuruş, in that payment's
 * transaction. The account row is locked first, so two payments of its last two orders at once
 * cannot each see the other still unpaid: the second waits and sees the first's commit. Once
 * set, it is never cleared: a settled account takes no new orders.
 */
export async function settleOpenAccountIfPaid({
  tx,
  accountId,
  now,
}: {
  tx: Tx;
  accountId: string;
  now: Date;
}): Promise<void> {
  const [account] = await tx
    .select({ settledAt: openAccounts.settledAt })
    .from(openAccounts)
    .where(eq(openAccounts.id, accountId))
    .for('update');
  if (!account || account.settledAt) return;
  const [owing] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.openAccountId, accountId),
        eq(orders.isPaid, false),
        eq(orders.isCancelled, false),
        isNull(orders.walkedOutAt),
      ),
    )
    .limit(1);
  if (owing) return;
  await tx.update(openAccounts).set({ settledAt: now }).where(eq(openAccounts.id, accountId));
}
