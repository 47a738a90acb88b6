import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from '../../db/schema/index.ts';
import { AppError, refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import {
  ProviderError,
  ProviderUnavailable,
  type PaymentProvider,
} from '../../payments/provider.ts';
import {
  releaseIdempotencyKey,
  storeIdempotentAnswer,
} from '../idempotency/settle-idempotency-key.ts';
import { withIdempotency, type IdempotentAnswer } from '../idempotency/with-idempotency.ts';
import { completeRefund } from './complete-refund.ts';
import { refundAnswer, type CompletedRefund } from './refund-answer.ts';
import type { RefundPaymentBody } from './refund-body.ts';
import { reserveRefund } from './reserve-refund.ts';

/** Stored under the key while an online refund is at the provider: a repeat waits (409). */
const AT_PROVIDER = 202;

/**
 * POST /staff/payments/{paymentId}/refunds (issue 34, ADR 084): an owner or manager gives back
 * units, shares, charges of one payment and optionally its tip. A payment staff recorded (cash,
 * card…) is refunded as a record, in one transaction. An online one is reserved pending in a
 * short transaction, refunded through the provider with no transaction open, then completed; a
 * provider that cannot be reached (503) or refuses (502, its words) leaves nothing recorded:
 * the pending row is deleted. With an Idempotency-Key (scope: the staff member) a repeat gets
 * the first answer and refunds nothing more: `replay` is that answer.
 */
export async function refundPayment({
  db,
  provider,
  paymentId,
  businessId,
  staffId,
  body,
  ip,
  idempotencyKey,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProvider | null;
  paymentId: string;
  businessId: string;
  staffId: string;
  body: RefundPaymentBody;
  ip: string;
  idempotencyKey?: string;
  now?: Date;
}): Promise<{ done: CompletedRefund; answer: string } | { replay: IdempotentAnswer }> {
  const complete = (
    tx: Tx,
    reserved: Awaited<ReturnType<typeof reserveRefund>>,
    providerRefundId: string | null,
  ) =>
    completeRefund({
      tx,
      refund: reserved.refund,
      orderId: reserved.orderId,
      businessId,
      staffId,
      providerRefundId,
      now,
    });
  const scope = `staff:${staffId}`;
  let reserved: Awaited<ReturnType<typeof reserveRefund>> | undefined;
  let done: CompletedRefund | undefined;
  const first = await withIdempotency<unknown>({
    db,
    key: idempotencyKey,
    scope,
    request: { method: 'POST', path: `/staff/payments/${paymentId}/refunds`, body },
    run: async (tx) => {
      reserved = await reserveRefund({ tx, paymentId, businessId, staffId, body, now });
      const charged = reserved.payment.providerPaymentId;
      const total = reserved.refund.amount + reserved.refund.tipAmount;
      if (charged && total > 0) {
        return { statusCode: AT_PROVIDER, body: { refundId: reserved.refund.id } };
      }
      done = await complete(tx, reserved, null);
      return { statusCode: 201, body: refundAnswer(done) };
    },
  });
  if (done) return { done, answer: first.body };
  if (!reserved) {
    if (first.statusCode === AT_PROVIDER) {
      throw refuse(409, 'REFUND_IN_PROGRESS');
    }
    return { replay: first };
  }
  const pending = reserved;
  let providerRefundId: string;
  try {
    if (!provider) throw new ProviderUnavailable('online payment is not configured');
    const transactions = pending.payment.providerTransactions ?? [];
    const answer = await provider.refund({
      providerPaymentId: pending.payment.providerPaymentId!,
      transactions: [
        {
          providerTransactionId: transactions[0]?.providerTransactionId ?? '',
          amount: pending.refund.amount + pending.refund.tipAmount,
        },
      ],
      conversationId: pending.refund.id,
      ip,
    });
    providerRefundId = answer.providerRefundId;
  } catch (error) {
    // Nothing given back: the reservation and the key go, whatever the failure.
    await db.delete(paymentRefunds).where(eq(paymentRefunds.id, pending.refund.id));
    if (idempotencyKey) await releaseIdempotencyKey({ db, scope, key: idempotencyKey });
    if (!(error instanceof ProviderUnavailable || error instanceof ProviderError)) throw error;
    if (error instanceof ProviderError) {
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', error.message);
    }
    throw refuse(503, 'PAYMENT_PROVIDER_UNAVAILABLE.providerUnavailable');
  }
  const completed = await db.transaction((tx) => complete(tx, pending, providerRefundId));
  const body201 = refundAnswer(completed);
  const answer = idempotencyKey
    ? await storeIdempotentAnswer({
        db,
        scope,
        key: idempotencyKey,
        statusCode: 201,
        body: body201,
      })
    : JSON.stringify(body201);
  return { done: completed, answer };
}
