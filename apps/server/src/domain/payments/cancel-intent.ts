import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import {
  ProviderError,
  ProviderUnavailable,
  type PaymentProvider,
} from '../../payments/provider.ts';
import { LIVE_INTENT_STATUSES } from './check-reservations.ts';
import { intentText, type IntentReason } from './intent-text.ts';
import type { IntentRow } from './reserve-intent.ts';

/**
 * Ends live intents (issue 34, ADR 084): the diner's "cancel", a staff payment over their units,
 * or the 15 minutes run out. Each becomes `cancelled` with the reason in its diner's language
 * (its reservation ends), then the provider is told so the form refuses to charge (the twin;
 * iyzico has no such call and its token expires). A charge that still comes is given back by
 * settleIntent. Answers the intents it ended.
 */
export async function cancelIntents({
  db,
  provider,
  ids,
  code,
  reason,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProvider | null;
  ids: string[];
  code: string;
  reason: IntentReason;
  now?: Date;
}): Promise<IntentRow[]> {
  if (ids.length === 0) return [];
  const ended: IntentRow[] = [];
  // The reason in the diner's language, as the provider's own message comes.
  const worded = sql`case when ${paymentIntents.locale} = 'en' then ${intentText('en', reason)} else ${intentText('tr', reason)} end`;
  for (const id of ids) {
    const [row] = await db
      .update(paymentIntents)
      .set({ status: 'cancelled', failureCode: code, failureMessage: worded, updatedAt: now })
      .where(
        and(eq(paymentIntents.id, id), inArray(paymentIntents.status, [...LIVE_INTENT_STATUSES])),
      )
      .returning();
    if (!row) continue;
    ended.push(row);
    if (!row.providerToken || !provider?.cancelCheckout) continue;
    try {
      await provider.cancelCheckout(row.providerToken);
    } catch (error) {
      // The form may still be paid: settleIntent then refunds it, as the intent is cancelled.
      if (!(error instanceof ProviderUnavailable || error instanceof ProviderError)) throw error;
    }
  }
  return ended;
}

/** Live intents of an order whose 15 minutes ran out: read lazily, ended when seen. */
export async function expiredIntentIds({
  db,
  orderId,
  now,
}: {
  db: Db;
  orderId: string;
  now: Date;
}) {
  const rows = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.orderId, orderId),
        inArray(paymentIntents.status, [...LIVE_INTENT_STATUSES]),
        lte(paymentIntents.expiresAt, now),
      ),
    );
  return rows.map((row) => row.id);
}
