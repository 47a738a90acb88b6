import { toIyzicoPrice } from '../iyzico/iyzico-price.ts';
import { responseSignature } from '../iyzico/iyzico-signature.ts';
import type { TwinCheckout } from './twin-store.ts';

// The twin's answers, field for field as iyzico documents them (docs.iyzico.com CF-Initialize,
// CF-Retrieve, Refund; iyzipay-node samples/IyzipaySamples.js and test/unit/RefundV2Test.js),
// signed as iyzico signs them. Prices are JSON numbers in lira, as iyzico answers them.

type Locale = 'tr' | 'en';
const price = (kurus: number) => Number(toIyzicoPrice(kurus));
const base = (locale: Locale, conversationId: unknown) => ({
  locale,
  systemTime: Date.now(),
  ...(typeof conversationId === 'string' ? { conversationId } : {}),
});

/** iyzico's refusal: `status: failure` with errorCode, errorMessage and errorGroup. */
export function failureAnswer(input: {
  locale: Locale;
  conversationId?: unknown;
  errorCode: string;
  errorMessage: string;
  errorGroup?: string;
}) {
  return {
    status: 'failure' as const,
    errorCode: input.errorCode,
    errorMessage: input.errorMessage,
    ...(input.errorGroup ? { errorGroup: input.errorGroup } : {}),
    ...base(input.locale, input.conversationId),
  };
}

export function initializeAnswer(checkout: TwinCheckout, pageUrl: string, secretKey: string) {
  return {
    status: 'success' as const,
    ...base(checkout.locale, checkout.conversationId),
    token: checkout.token,
    checkoutFormContent: `<script type="text/javascript">location.assign(${JSON.stringify(pageUrl)})</script>`,
    tokenExpireTime: Math.round(
      (checkout.expiresAt.getTime() - checkout.createdAt.getTime()) / 1000,
    ),
    paymentPageUrl: pageUrl,
    signature: responseSignature(secretKey, [checkout.conversationId, checkout.token]),
  };
}

export function retrieveAnswer(checkout: TwinCheckout, locale: Locale, secretKey: string) {
  if (checkout.state === 'failed' && checkout.failure) {
    return {
      ...failureAnswer({
        locale,
        conversationId: checkout.conversationId,
        errorCode: checkout.failure.errorCode,
        errorMessage: checkout.failure.errorMessage[locale],
        errorGroup: checkout.failure.errorGroup,
      }),
      token: checkout.token,
      paymentStatus: 'FAILURE',
    };
  }
  const common = {
    status: 'success' as const,
    ...base(locale, checkout.conversationId),
    token: checkout.token,
    callbackUrl: checkout.callbackUrl,
    basketId: checkout.basketId,
    currency: 'TRY',
  };
  const payment = checkout.state === 'paid' ? checkout.payment : undefined;
  // Not completed yet (form open, the silent card, cancelled or expired): no payment to report.
  if (!payment) return common;
  const answer = {
    ...common,
    price: price(checkout.price),
    paidPrice: price(checkout.paidPrice),
    installment: 1,
    paymentId: payment.paymentId,
    fraudStatus: 1,
    cardType: 'CREDIT_CARD',
    cardAssociation: 'MASTER_CARD',
    binNumber: '552879',
    lastFourDigits: '0008',
    itemTransactions: payment.transactions.map((t) => ({
      itemId: t.itemId,
      paymentTransactionId: t.transactionId,
      transactionStatus: 2,
      price: price(t.paidPrice),
      paidPrice: price(t.paidPrice),
    })),
    authCode: '000000',
    phase: 'AUTH',
    mdStatus: 1,
    hostReference: `twin${payment.paymentId}`,
    paymentStatus: 'SUCCESS',
  };
  return {
    ...answer,
    signature: responseSignature(secretKey, [
      answer.paymentStatus,
      answer.paymentId,
      answer.currency,
      answer.basketId,
      answer.conversationId,
      answer.paidPrice,
      answer.price,
      answer.token,
    ]),
  };
}

export function refundAnswer(input: {
  locale: Locale;
  conversationId: string;
  paymentId: string;
  amount: number;
  refundReference: string;
  secretKey: string;
}) {
  return {
    status: 'success' as const,
    ...base(input.locale, input.conversationId),
    paymentId: input.paymentId,
    price: price(input.amount),
    currency: 'TRY',
    authCode: '000000',
    hostReference: `twin${input.paymentId}`,
    refundHostReference: input.refundReference,
    retryable: false,
    signature: responseSignature(input.secretKey, [input.paymentId, input.conversationId]),
  };
}
