import type { PaymentIntent } from '@masa/core/payment/payment-intent.schemas';
import type { IntentRow } from './reserve-intent.ts';

/** An intent as the diner's phone and the staff read it (core paymentIntentSchema). */
export function presentIntent(intent: IntentRow, twin: boolean): PaymentIntent {
  return {
    id: intent.id,
    orderId: intent.orderId,
    status: intent.status,
    amount: intent.amount,
    tipAmount: intent.tipAmount,
    currency: 'TRY',
    checkoutUrl: intent.status === 'requires_action' ? intent.checkoutUrl : null,
    failureCode: intent.failureCode,
    failureMessage: intent.failureMessage,
    paymentId: intent.paymentId,
    expiresAt: intent.expiresAt.toISOString(),
    createdAt: intent.createdAt.toISOString(),
    updatedAt: intent.updatedAt.toISOString(),
    twin,
  };
}
