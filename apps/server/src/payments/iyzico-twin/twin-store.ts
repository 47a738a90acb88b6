import { randomInt, randomUUID } from 'node:crypto';

export type TwinCheckout = {
  token: string;
  conversationId: string;
  basketId: string;
  locale: 'tr' | 'en';
  /** kuruş */
  price: number;
  paidPrice: number;
  callbackUrl: string;
  items: { id: string; name: string; price: number }[];
  createdAt: Date;
  expiresAt: Date;
  state: 'open' | 'paid' | 'failed' | 'cancelled' | 'silent';
  payment?: {
    paymentId: string;
    transactions: { itemId: string; transactionId: string; paidPrice: number }[];
  };
  failure?: {
    paymentId: string;
    errorCode: string;
    errorGroup: string;
    errorMessage: { tr: string; en: string };
  };
};

export type TwinCharge = {
  paymentId: string;
  token: string;
  conversationId: string;
  amount: number;
  at: Date;
};
export type TwinRefund = {
  paymentId: string;
  conversationId: string;
  amount: number;
  refundReference: string;
  at: Date;
};
export type TwinWebhook = {
  token: string;
  status: string;
  url: string;
  answer: number | string;
  at: Date;
};

/** iyzico's Checkout Form token lives 30 minutes (CF initialize answers tokenExpireTime 1800). */
export const TOKEN_LIFETIME_SECONDS = 1800;

/**
 * What the twin remembers, in memory only: its forms, what it charged and refunded, and the
 * webhooks it sent. A restart forgets it all, as a sandbox account reset would.
 */
export class TwinStore {
  readonly checkouts = new Map<string, TwinCheckout>();
  readonly charges: TwinCharge[] = [];
  readonly refunds: TwinRefund[] = [];
  readonly webhooks: TwinWebhook[] = [];
  /** Every signed API request, path and body as the SDK sent them (contract tests read them). */
  readonly requests: { path: string; body: Record<string, unknown>; at: Date }[] = [];

  open(input: Omit<TwinCheckout, 'token' | 'createdAt' | 'expiresAt' | 'state'>, now = new Date()) {
    const checkout: TwinCheckout = {
      ...input,
      token: randomUUID(),
      createdAt: now,
      expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS * 1000),
      state: 'open',
    };
    this.checkouts.set(checkout.token, checkout);
    return checkout;
  }

  /** The form still takes a card: open and not expired. */
  isPayable(checkout: TwinCheckout, now = new Date()) {
    return checkout.state === 'open' && checkout.expiresAt > now;
  }

  charge(checkout: TwinCheckout) {
    const paymentId = String(randomInt(10_000_000, 99_999_999));
    checkout.state = 'paid';
    checkout.payment = {
      paymentId,
      transactions: checkout.items.map((item) => ({
        itemId: item.id,
        transactionId: String(randomInt(10_000_000, 99_999_999)),
        paidPrice: item.price,
      })),
    };
    this.charges.push({
      paymentId,
      token: checkout.token,
      conversationId: checkout.conversationId,
      amount: checkout.paidPrice,
      at: new Date(),
    });
    return checkout.payment;
  }

  refund(input: { paymentId: string; conversationId: string; amount: number }) {
    const refund: TwinRefund = {
      ...input,
      refundReference: `twinrefund${randomInt(10_000_000, 99_999_999)}`,
      at: new Date(),
    };
    this.refunds.push(refund);
    return refund;
  }

  fail(
    checkout: TwinCheckout,
    outcome: { errorCode: string; errorGroup: string; message: { tr: string; en: string } },
  ) {
    checkout.state = 'failed';
    checkout.failure = {
      paymentId: String(randomInt(10_000_000, 99_999_999)),
      errorCode: outcome.errorCode,
      errorGroup: outcome.errorGroup,
      errorMessage: outcome.message,
    };
  }

  paymentOf(paymentId: string) {
    return [...this.checkouts.values()].find((c) => c.payment?.paymentId === paymentId);
  }

  refundedOf(paymentId: string) {
    return this.refunds
      .filter((r) => r.paymentId === paymentId)
      .reduce((sum, r) => sum + r.amount, 0);
  }
}
