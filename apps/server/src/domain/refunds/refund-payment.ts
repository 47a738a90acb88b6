import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import {
  ProviderError,
  ProviderUnavailable,
  type PaymentProvider,
} from '../../payments/provider.ts';
import { completeRefund } from './complete-refund.ts';
import type { RefundPaymentBody } from './refund-body.ts';
import { REFUND_MESSAGES as M } from './refund-messages.ts';
import { reserveRefund } from './reserve-refund.ts';

/**
 * POST /staff/payments/{paymentId}/refunds (issue 34, ADR 084): an owner or manager gives back
 * units, shares, charges of one payment and optionally its tip. A payment staff recorded (cash,
 * card…) is refunded as a record, in one transaction. An online one is reserved pending in a
 * short transaction, refunded through the provider with no transaction open, then completed; a
 * provider that cannot be reached (503) or refuses (502, its words) leaves nothing recorded:
 * the pending row is deleted.
 */
export async function refundPayment({
  db,
  provider,
  paymentId,
  businessId,
  staffId,
  body,
  ip,
  now = new Date(),
}: {
  db: Db;
  provider: PaymentProvider | null;
  paymentId: string;
  businessId: string;
  staffId: string;
  body: RefundPaymentBody;
  ip: string;
  now?: Date;
}) {
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
  const reserve = (tx: Tx) => reserveRefund({ tx, paymentId, businessId, staffId, body, now });
  const offline = await db.transaction(async (tx) => {
    const reserved = await reserve(tx);
    const charged = reserved.payment.providerPaymentId;
    const total = reserved.refund.amount + reserved.refund.tipAmount;
    if (charged && total > 0) return { reserved, result: null };
    return { reserved, result: await complete(tx, reserved, null) };
  });
  if (offline.result) return offline.result;
  const { reserved } = offline;
  let providerRefundId: string;
  try {
    if (!provider) throw new ProviderUnavailable('online payment is not configured');
    const transactions = reserved.payment.providerTransactions ?? [];
    const answer = await provider.refund({
      providerPaymentId: reserved.payment.providerPaymentId!,
      transactions: [
        {
          providerTransactionId: transactions[0]?.providerTransactionId ?? '',
          amount: reserved.refund.amount + reserved.refund.tipAmount,
        },
      ],
      conversationId: reserved.refund.id,
      ip,
    });
    providerRefundId = answer.providerRefundId;
  } catch (error) {
    // Nothing given back: the reservation goes, whatever the failure.
    await db.delete(paymentRefunds).where(eq(paymentRefunds.id, reserved.refund.id));
    if (!(error instanceof ProviderUnavailable || error instanceof ProviderError)) throw error;
    if (error instanceof ProviderError) {
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', error.message);
    }
    throw new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', M.providerUnavailable);
  }
  return db.transaction((tx) => complete(tx, reserved, providerRefundId));
}
