import type { PaymentIntent } from '@masa/core/payment/payment-intent.schemas';

/** An online payment (GET /payment-intents/{id}) as the server answers it, for the tests. */
export function makeIntent(overrides: Partial<PaymentIntent>): PaymentIntent {
  return {
    id: 'intent-1',
    orderId: 'a'.repeat(24),
    status: 'requires_action',
    amount: 76_666,
    tipAmount: 7_667,
    currency: 'TRY',
    checkoutUrl: 'https://sandbox.iyzico.test/checkout/intent-1',
    failureCode: null,
    failureMessage: null,
    paymentId: null,
    expiresAt: '2026-11-30T10:30:00.000Z',
    createdAt: '2026-11-30T10:00:00.000Z',
    updatedAt: '2026-11-30T10:00:00.000Z',
    twin: false,
    ...overrides,
  };
}

export const intentPath = 'GET /payment-intents/intent-1';
