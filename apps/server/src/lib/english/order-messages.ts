import type { Texts } from '@masa/core/i18n/texts';
import type { LIVE_ORDER_MESSAGES } from '../../domain/live-orders/live-order-messages.ts';
import type { ORDER_REQUEST_MESSAGES } from '../../domain/orders/order-messages.ts';
import type { REVIEW_MESSAGES } from '../../domain/reviews/review-messages.ts';

/** The order writes' answers in English (ADR 046). */
export const ORDER_REQUEST_MESSAGES_EN: Texts<typeof ORDER_REQUEST_MESSAGES> = {
  cartEmpty: 'Your cart is empty.',
  quantityMax: (max) => `At most ${max} of one item can be ordered`,
  tooManyLines: (max) => `An order can have at most ${max} different items`,
  orderNotesTooLong: 'The order note can be at most 500 characters',
  tableNotFound: 'Table not found',
  orderNotFound: 'Order not found',
};

/** The live-order routes' answers in English (ADR 046). */
export const LIVE_ORDER_MESSAGES_EN: Texts<typeof LIVE_ORDER_MESSAGES> = {
  orderNotFound: 'Order not found',
  tableNotFound: 'Table details not found',
  itemNotInOrder: 'The item is not in this order',
  waiterNoOrder: 'No order was found to call the waiter for.',
};

/** The review routes' answers in English (ADR 046). */
export const REVIEW_MESSAGES_EN: Texts<typeof REVIEW_MESSAGES> = {
  invalidBusinessId: 'Invalid restaurant id',
  invalidProductId: 'Invalid product id',
  invalidOrderId: 'Invalid order id',
};
