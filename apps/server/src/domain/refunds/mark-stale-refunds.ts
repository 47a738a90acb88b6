import { and, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from '../../db/schema/index.ts';

/**
 * A pending refund older than this was left by a process that died between reserving it and
 * keeping the provider's answer: the provider's call itself gives up after 5 s (ADR 085).
 */
export const STALE_REFUND_MS = 5 * 60 * 1000;

/**
 * The refunds sweep (issue 34): a refund still pending after STALE_REFUND_MS is marked with an
 * unknown outcome. Masa cannot tell whether iyzico gave the money back (the refund call is not
 * repeatable and Masa does not read iyzico's reports), so the row stays out of the bill, stops
 * blocking another refund of the payment (reserveRefund), and the manager is shown it with the
 * words to check the iyzico panel. Several nodes may sweep at once: the update is idempotent.
 */
export async function markStaleRefunds({
  db,
  now = new Date(),
}: {
  db: Db;
  now?: Date;
}): Promise<number> {
  const marked = await db
    .update(paymentRefunds)
    .set({ outcomeUnknownAt: now })
    .where(
      and(
        isNotNull(paymentRefunds.pendingSince),
        isNull(paymentRefunds.outcomeUnknownAt),
        lt(paymentRefunds.pendingSince, new Date(now.getTime() - STALE_REFUND_MS)),
      ),
    )
    .returning({ id: paymentRefunds.id });
  return marked.length;
}
