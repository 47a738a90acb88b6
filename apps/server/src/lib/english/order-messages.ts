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
  created: 'Your order has been placed!',
  itemsAdded: 'The items have been added to your order!',
  sessionStarted: 'Your order has been received and the session started!',
};

/** The live-order routes' answers in English (ADR 046). */
export const LIVE_ORDER_MESSAGES_EN: Texts<typeof LIVE_ORDER_MESSAGES> = {
  orderNotFound: 'Order not found',
  noActiveOrder: 'No active order found.',
  tableNotFound: 'Table details not found',
  editRenewed: 'Your editing time has been renewed.',
  confirmed: 'The order is confirmed and sent to the restaurant',
  alreadyConfirmed: 'The order is already confirmed and sent to the restaurant',
  itemNotInOrder: 'The item is not in this order',
  waiterCalled: 'Your waiter call has been received. Someone will come to your table shortly.',
  waiterNoOrder: 'No order was found to call the waiter for.',
  messageSent: 'Your message has been sent to the restaurant',
};

/** The review routes' answers in English (ADR 046). */
export const REVIEW_MESSAGES_EN: Texts<typeof REVIEW_MESSAGES> = {
  created: 'Thank you for your review!',
  invalidBusinessId: 'Invalid restaurant id',
  invalidProductId: 'Invalid product id',
  invalidOrderId: 'Invalid order id',
};
