import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import type { IntentRow } from './reserve-intent.ts';

/**
 * `processing` (issue 34, Stripe's life of an intent): Masa is asking the provider for the
 * outcome (the callback or the webhook came). Only an intent waiting for its form becomes it;
 * the one that did announces it, so the phone says "Ödemeniz işleniyor…". Answers the row it
 * changed, or null (final, cancelled, or the other of callback and webhook came first).
 */
export async function markProcessing({
  db,
  intentId,
  now,
}: {
  db: Db;
  intentId: string;
  now: Date;
}): Promise<IntentRow | null> {
  const [row] = await db
    .update(paymentIntents)
    .set({ status: 'processing', updatedAt: now })
    .where(
      and(
        eq(paymentIntents.id, intentId),
        inArray(paymentIntents.status, ['created', 'requires_action']),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The provider had no outcome yet (the form is not finished) or could not be reached: the
 * intent waits for its form again, as it was, unless it ended meanwhile.
 */
export async function unmarkProcessing({
  db,
  intent,
  status,
  now,
}: {
  db: Db;
  intent: IntentRow;
  status: IntentRow['status'];
  now: Date;
}): Promise<IntentRow> {
  const [row] = await db
    .update(paymentIntents)
    .set({ status, updatedAt: now })
    .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'processing')))
    .returning();
  return row ?? intent;
}
