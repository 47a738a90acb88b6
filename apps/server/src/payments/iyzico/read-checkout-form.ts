import { ProviderUnavailable, type CheckoutOutcome } from '../provider.ts';
import { fromIyzicoPrice } from './iyzico-price.ts';

/**
 * A Checkout Form retrieve answer (POST /payment/iyzipos/checkoutform/auth/ecom/detail,
 * docs.iyzico.com CF-Retrieve) → our outcome. `paymentStatus` SUCCESS with a paymentId is a
 * charge, its `itemTransactions` (one per basket item: itemId, paymentTransactionId, paidPrice)
 * our lines; `status: failure` or paymentStatus FAILURE is a refusal with iyzico's errorCode and
 * errorMessage; anything else (the form still open, 3-D Secure under way) is pending.
 */
export function readCheckoutForm(answer: Record<string, unknown>): CheckoutOutcome {
  if (answer.status === 'failure' || answer.paymentStatus === 'FAILURE') {
    return {
      status: 'failed',
      code: String(answer.errorCode ?? 'FAILURE'),
      message: String(answer.errorMessage ?? ''),
    };
  }
  if (answer.paymentStatus !== 'SUCCESS' || answer.paymentId == null) return { status: 'pending' };
  const paidPrice = fromIyzicoPrice(answer.paidPrice);
  const items = Array.isArray(answer.itemTransactions) ? answer.itemTransactions : [];
  const transactions = items.map((item: Record<string, unknown>) => ({
    lineId: String(item.itemId),
    providerTransactionId: String(item.paymentTransactionId),
    paidPrice: fromIyzicoPrice(item.paidPrice) ?? Number.NaN,
  }));
  if (paidPrice === null || transactions.some((t) => Number.isNaN(t.paidPrice))) {
    // A charge Masa cannot read to the kuruş is not one it may record.
    throw new ProviderUnavailable(
      `iyzico answered a price Masa cannot read: ${String(answer.paidPrice)}`,
    );
  }
  return {
    status: 'succeeded',
    providerPaymentId: String(answer.paymentId),
    paidPrice,
    transactions,
  };
}
