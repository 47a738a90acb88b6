import type { PaymentMethodKey } from '@masa/core/bill/bill-status.schemas';

/**
 * The payment methods the server can take for a diner (ADR 063). Cash, card, Sodexo and
 * Multinet are taken by the staff at the table and recorded in the staff app. An online
 * payment needs a payment provider, and none is configured yet (issue 34 brings iyzico and its
 * local twin; it adds 'online' here when one is set up). A business's settings flag alone
 * never makes the diner's app offer a method: what is offered is the flags ∩ this set.
 */
export const METHODS_TAKEN_IN_APP: ReadonlySet<PaymentMethodKey> = new Set([
  'cash',
  'credit_card',
  'sodexo',
  'mutlinet',
]);
