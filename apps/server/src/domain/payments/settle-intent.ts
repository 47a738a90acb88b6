import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { queueOnlineReceipt } from '../../payments/online-receipt.ts';
import type { CheckoutOutcome, PaymentProvider } from '../../payments/provider.ts';
import type { CreatedFiscalRequest } from '../fiscal/create-fiscal-request.ts';
import { recordPayment } from '../staff/record-payment.ts';
import type { Settlement } from '../live-orders/settle-order-if-paid.ts';
import { announceSettlement } from '../live-orders/announce-settlement.ts';
import type { OrderResponse } from '../orders/order-response.ts';
import { paymentBodyOfIntent } from './intent-selection.ts';
import { markProcessing, unmarkProcessing } from './mark-processing.ts';
import { intentText } from './intent-text.ts';
import type { IntentRow } from './reserve-intent.ts';

export type Settled = {
  intent: IntentRow;
  /** This call changed the intent (the caller announces it). */
  changed: boolean;
  /** A payment recorded by this call (its news was written with it): send its fiscal request. */
  recorded: { order: OrderResponse; settlement: Settlement; fiscal: CreatedFiscalRequest } | null;
  /** A charge this call must give back (refundCharge): it came for units no longer due. */
  refund: Extract<CheckoutOutcome, { status: 'succeeded' }> | null;
  /** The e-mailed receipt queued with the payment: deliver it after the commit. */
  receipt?: { outboxId: string } | null;
};

const FINAL = ['succeeded', 'failed'];

/**
 * Settles an intent by its provider token, exactly once (issue 34, ADR 084), for the callback
 * and the webhook alike. The provider is asked first, outside any lock (never the browser's
 * redirect: only the retrieve counts); then, in one transaction, the intent row is locked FOR
 * UPDATE and read again: final already (the other of callback and webhook came first) → nothing.
 * Paid: recordPayment, the one recording path, prices it again under the order's lock; still due
 * at the same price → the payment, the intent `succeeded`, the e-mailed receipt (i34's
 * queueOnlineReceipt) and the payment's news (announceSettlement, as a staff payment's, ADR
 * 096) commit together. No longer due, the
 * price changed, or the intent was cancelled meanwhile → `cancelled` with the reason and the
 * charge is handed back for an automatic refund: never a second payment for the same units.
 * Refused → `failed` with the provider's words. Not finished yet → unchanged. While the
 * provider is asked the intent is `processing` (markProcessing, announced through
 * `onProcessing`), back to waiting for its form when there is no outcome yet.
 */
export async function settleIntent({
  db,
  provider,
  token,
  onProcessing,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProvider;
  token: string;
  onProcessing?: (intent: IntentRow) => Promise<void>;
  now?: Date;
}): Promise<Settled | null> {
  const [seen] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.providerToken, token));
  if (!seen) return null;
  const unchanged = { intent: seen, changed: false, recorded: null, refund: null };
  if (FINAL.includes(seen.status) || seen.refundedAutomaticallyAt) return unchanged;
  const processing = await markProcessing({ db, intentId: seen.id, now });
  if (processing) await onProcessing?.(processing);
  const waitAgain = () =>
    processing ? unmarkProcessing({ db, intent: processing, status: seen.status, now }) : null;
  let outcome: CheckoutOutcome;
  try {
    outcome = await provider.retrieveCheckout(token, seen.id);
  } catch (error) {
    await waitAgain();
    throw error;
  }
  if (outcome.status === 'pending') {
    const waiting = await waitAgain();
    return waiting ? { ...unchanged, intent: waiting, changed: true } : unchanged;
  }
  return db.transaction(async (tx) => {
    const [intent] = await tx
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, seen.id))
      .for('update');
    if (!intent || FINAL.includes(intent.status) || intent.refundedAutomaticallyAt) {
      return { ...unchanged, intent: intent ?? seen };
    }
    const end = async (set: Partial<IntentRow>) => {
      const [ended] = await tx
        .update(paymentIntents)
        .set({ ...set, updatedAt: now })
        .where(eq(paymentIntents.id, intent.id))
        .returning();
      return ended!;
    };
    if (outcome.status === 'failed') {
      const failed = await end({
        status: 'failed',
        failureCode: outcome.code,
        failureMessage: outcome.message,
      });
      return { intent: failed, changed: true, recorded: null, refund: null };
    }
    const giveBack = async (code: string, message: string) => ({
      intent: await end({ status: 'cancelled', failureCode: code, failureMessage: message }),
      changed: intent.status !== 'cancelled' || intent.failureCode !== code,
      recorded: null,
      refund: outcome,
    });
    // Cancelled by the diner, the staff or the clock: whatever was charged goes back.
    if (intent.status === 'cancelled') {
      return giveBack(
        intent.failureCode ?? 'CANCELLED',
        intent.failureMessage ?? intentText(intent.locale, 'cancelledByDiner'),
      );
    }
    if (outcome.paidPrice !== intent.amount + intent.tipAmount) {
      return giveBack('PRICE_CHANGED', intentText(intent.locale, 'priceChanged'));
    }
    try {
      // A savepoint: a refusal rolls back what recordPayment began, not the intent's end.
      const result = await tx.transaction((sp) =>
        recordPayment({
          tx: sp,
          orderId: intent.orderId,
          businessId: intent.businessId,
          staffId: null,
          body: paymentBodyOfIntent(intent),
          now,
          online: {
            paymentIntentId: intent.id,
            providerPaymentId: outcome.providerPaymentId,
            transactions: outcome.transactions,
          },
        }),
      );
      const succeeded = await end({ status: 'succeeded', paymentId: result.payment.id });
      // Told as a staff payment is, with this commit (ADR 096): tablets and the other phones.
      await announceSettlement(tx, result.order, result.settlement, now);
      const receipt = intent.userId
        ? await queueOnlineReceipt({
            tx,
            paymentId: result.payment.id,
            userId: intent.userId,
            locale: intent.locale === 'en' ? 'en' : 'tr',
            now,
          })
        : null;
      return { intent: succeeded, changed: true, recorded: result, refund: null, receipt };
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
      if (error.code === 'PAYMENT_AMOUNT_CHANGED') {
        return giveBack('PRICE_CHANGED', intentText(intent.locale, 'priceChanged'));
      }
      return giveBack('PAID_MEANWHILE', intentText(intent.locale, 'paidMeanwhile'));
    }
  });
}
