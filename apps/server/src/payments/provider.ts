// The payment provider Masa talks to when a diner pays from the phone. iyzico comes first
// (through its official SDK, or the local twin that speaks the same API); the intent model
// only knows this interface, so a second provider (PayTR) is one more adapter.
// Money is kuruş integers on this side; the adapter converts to the provider's format.

export type CheckoutBasketLine = {
  id: string;
  name: string;
  category: string;
  /** kuruş, VAT included, > 0 */
  price: number;
};

export type CheckoutInput = {
  /** our intent id */
  conversationId: string;
  /** the order id */
  basketId: string;
  /** kuruş, the sum of lines (tip included as its own line "Bahşiş") */
  price: number;
  /** kuruş charged */
  paidPrice: number;
  lines: CheckoutBasketLine[];
  buyer: {
    id: string;
    name: string;
    surname: string;
    email: string;
    phone: string | null;
    ip: string;
    city: string;
    country: string;
    address: string;
  };
  /** absolute URL of POST /api/payments/iyzico/callback */
  callbackUrl: string;
  locale: 'tr' | 'en';
};

export type CheckoutSession = { token: string; paymentPageUrl: string; expiresAt: Date };

export type CheckoutOutcome =
  | {
      status: 'succeeded';
      providerPaymentId: string;
      paidPrice: number;
      transactions: { lineId: string; providerTransactionId: string; paidPrice: number }[];
    }
  /** the provider's error code/message (card declined, 3DS failed…) */
  | { status: 'failed'; code: string; message: string }
  /** the form is not completed yet */
  | { status: 'pending' };

export type ProviderRefund = { providerRefundId: string; amount: number };

export type WebhookEvent = {
  /** unique per event, for replay */
  eventKey: string;
  token: string;
  conversationId: string;
  status: 'SUCCESS' | 'FAILURE' | string;
};

export interface PaymentProvider {
  readonly name: 'iyzico';
  /** true while the local twin stands in (screens say so) */
  readonly twin: boolean;
  createCheckout(input: CheckoutInput): Promise<CheckoutSession>;
  retrieveCheckout(token: string, conversationId: string): Promise<CheckoutOutcome>;
  /** The twin: the form refuses to charge afterwards. iyzico has no such call (tokens expire). */
  cancelCheckout?(token: string): Promise<void>;
  refund(input: {
    providerPaymentId: string;
    transactions: { providerTransactionId: string; amount: number }[];
    conversationId: string;
    ip: string;
  }): Promise<ProviderRefund>;
  /** null: bad signature */
  verifyWebhook(input: {
    headers: Record<string, string | string[] | undefined>;
    body: unknown;
  }): WebhookEvent | null;
}

/** Timeouts, connection refused, 5xx: callers answer 503 with a Turkish message and record nothing. */
export class ProviderUnavailable extends Error {
  constructor(message = 'payment provider unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/**
 * The provider answered and refused (its `status: failure` with an error code and message, e.g. a
 * refund above what is left): callers answer 502 with the provider's message and record nothing.
 */
export class ProviderError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = 'ProviderError';
    this.code = code;
  }
}
