import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import type { CheckoutOutcome, PaymentProvider } from '../../payments/provider.ts';
import type { IntentRow } from './reserve-intent.ts';

/**
 * Gives back a charge that came for an intent that may not record it (settleIntent: units no
 * longer due, the price changed, the intent cancelled), whole, through the provider (issue 34,
 * ADR 084). Claimed first by stamping refunded_automatically_at, so the callback and the
 * webhook never refund twice; a provider that fails leaves the stamp off again and the error
 * goes up (the webhook answers 5xx and iyzico sends it again).
 */
export async function refundCharge({
  db,
  provider,
  intent,
  outcome,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProvider;
  intent: IntentRow;
  outcome: Extract<CheckoutOutcome, { status: 'succeeded' }>;
  now?: Date;
}): Promise<IntentRow | null> {
  const [claimed] = await db
    .update(paymentIntents)
    .set({ refundedAutomaticallyAt: now, updatedAt: now })
    .where(and(eq(paymentIntents.id, intent.id), isNull(paymentIntents.refundedAutomaticallyAt)))
    .returning();
  if (!claimed) return null;
  try {
    await provider.refund({
      providerPaymentId: outcome.providerPaymentId,
      transactions: outcome.transactions.map((t) => ({
        providerTransactionId: t.providerTransactionId,
        amount: t.paidPrice,
      })),
      conversationId: intent.id,
      ip: '127.0.0.1',
    });
    return claimed;
  } catch (error) {
    await db
      .update(paymentIntents)
      .set({ refundedAutomaticallyAt: null })
      .where(eq(paymentIntents.id, intent.id));
    throw error;
  }
}
