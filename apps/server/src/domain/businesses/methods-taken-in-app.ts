import type { PaymentMethodKey } from '@masa/core/bill/bill-status.schemas';

/**
 * The payment methods the server can take for a diner (ADR 063). Cash, card, Sodexo and
 * Multinet are taken by the staff at the table and recorded in the staff app. An online
 * payment is not one of them: the phone pays it through a payment intent, offered by the
 * public payment settings' `online` once a provider is configured (online-payment-offer.ts,
 * issue 34, ADR 086). A business's settings flag alone
 * never makes the diner's app offer a method: what is offered is the flags ∩ this set.
 */
export const METHODS_TAKEN_IN_APP: ReadonlySet<PaymentMethodKey> = new Set([
  'cash',
  'credit_card',
  'sodexo',
  'mutlinet',
]);
