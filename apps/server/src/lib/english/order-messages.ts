import { ORDER_MESSAGES_EN } from '@masa/core/i18n/en/order-messages';
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
  businessNotFound: 'Restaurant not found',
  businessInactive: 'The restaurant is not taking orders right now',
  tableNotFound: 'Table not found',
  tableOfOtherBusiness: 'The table does not belong to this restaurant',
  tableInactive: 'The table is out of service right now',
  productNotFound: 'Product not found',
  productOfOtherBusiness: 'The product does not belong to this restaurant',
  productUnavailable: (name) => `This product cannot be ordered right now: ${name}`,
  unknownOption: (product, option) =>
    `Invalid product option: '${option}' not found for ${product}`,
  tooManyChoices: (product, option) => `Only one choice can be made of '${option}' for ${product}`,
  unknownExtra: (product, extra) => `Invalid extra: '${extra}' not found for ${product}`,
  freeQuantityAboveQuantity: (name) =>
    `${name}: the free quantity cannot exceed the quantity ordered`,
  notIncludedFree: (name) => `${name} is not one of the free items`,
  freeTotalExceeded: (max) => `You can choose at most ${max} free items`,
  userNotFound: 'User details not found',
  orderNotFound: 'Order not found',
  orderOfOtherBusiness: 'The order does not belong to this restaurant',
  orderClosed: 'No more items can be added to this order',
  tooManyPending: (max) =>
    `This table has ${max} orders waiting for the staff to accept them. Please wait until the staff accept your orders.`,
  created: 'Your order has been placed!',
  itemsAdded: 'The items have been added to your order!',
  sessionStarted: 'Your order has been received and the session started!',
};

/** The live-order routes' answers in English (ADR 046). */
export const LIVE_ORDER_MESSAGES_EN: Texts<typeof LIVE_ORDER_MESSAGES> = {
  authError: 'Your session details were not found. Please sign in again.',
  businessIdMissing: 'Restaurant details not found',
  tableHeadersMissing: 'Restaurant or table details are missing',
  orderNotFound: 'Order not found',
  noActiveOrder: 'No active order found.',
  tableNotFound: 'Table details not found',
  accessDenied: 'Access denied',
  editExpired: 'The editing time is over',
  editRenewed: 'Your editing time has been renewed.',
  confirmed: 'The order is confirmed and sent to the restaurant',
  alreadyConfirmed: 'The order is already confirmed and sent to the restaurant',
  orderClosed: 'This order can no longer be changed',
  itemStarted: (name) => `${name} is being prepared and cannot be changed`,
  itemPaid: (name) => `${name} is paid and cannot be changed`,
  itemNotInOrder: 'The item is not in this order',
  waiterCalled: 'Your waiter call has been received. Someone will come to your table shortly.',
  waiterCooldown: 'The waiter has already been called, please wait.',
  waiterNoOrder: 'No order was found to call the waiter for.',
  messageSent: 'Your message has been sent to the restaurant',
};

/** The review routes' answers in English (ADR 046). */
export const REVIEW_MESSAGES_EN: Texts<typeof REVIEW_MESSAGES> = {
  created: 'Thank you for your review!',
  targetMissing: ORDER_MESSAGES_EN.reviewTargetMissing,
  targetBoth: ORDER_MESSAGES_EN.reviewTargetBoth,
  invalidBusinessId: 'Invalid restaurant id',
  invalidProductId: 'Invalid product id',
  invalidOrderId: 'Invalid order id',
  businessNotFound: 'Restaurant not found',
  productNotFound: 'Product not found',
  productOfOtherBusiness: 'The product does not belong to this restaurant',
  notEligible: 'To review, you need a paid or delivered order from this restaurant.',
  productNotOrdered: 'To review this product, you need a paid or delivered order that includes it.',
  alreadyReviewed: 'You have already made this review for this order.',
};
