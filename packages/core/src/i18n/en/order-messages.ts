import type { ORDER_MESSAGES, MESSAGE_TYPE_LABELS } from '../../orders/order.schemas.ts';
import type { ORDER_STATUS_LABELS } from '../../orders/order-status.ts';
import type { SCHEDULE_MESSAGES } from '../../orders/scheduled-slots.ts';
import type { Texts } from '../texts.ts';

/** The order-area messages in English (ADR 046). */
export const ORDER_MESSAGES_EN: Texts<typeof ORDER_MESSAGES> = {
  personCountMin: 'The number of people must be at least 1',
  personCountMax: 'The number of people can be at most 20',
  productNoteTooLong: 'The note can be at most 200 characters',
  messageRequired: 'Please write a message',
  messageTooLong: 'The message cannot be longer than 200 characters',
  reviewTargetMissing: 'A review must name a restaurant or a dish.',
  reviewTargetBoth: 'A review cannot be of a restaurant and a dish at once.',
  reviewRating: 'The rating must be between 1 and 5.',
  reviewCommentTooLong: 'The review can be at most 500 characters',
  feedbackRating: 'Please choose a rating between 1 and 5.',
  orderNeedsItem: 'The order must contain at least one item',
  quantityMin: 'The quantity must be at least 1',
};

/** 'This table seats {n}'. */
export const tableCapacityMessageEn = (seats: number) =>
  `This table seats ${seats} ${seats === 1 ? 'person' : 'people'}`;

/** 'Bu masa {n} kişilik; en fazla {2n} kişilik bir grup sipariş verebilir' (ADR 065). */
export const partyTooLargeMessageEn = (seats: number, most: number) =>
  `${tableCapacityMessageEn(seats)}; a party of at most ${most} can order here`;

export const MESSAGE_TYPE_LABELS_EN: Texts<typeof MESSAGE_TYPE_LABELS> = {
  status_request: 'Status Question',
  special_request: 'Special Request',
  complaint: 'Complaint',
  compliment: 'Compliment',
  other: 'Other',
};

export const ORDER_STATUS_LABELS_EN: Texts<typeof ORDER_STATUS_LABELS> = {
  pending: 'Pending',
  received: 'Received',
  preparing: 'Preparing',
  processing: 'Processing',
  ready: 'Ready',
  on_the_way: 'On the Way',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  paid: 'Paid',
  refunded: 'Refunded',
  bill_requested: 'Bill Requested',
};

export const SCHEDULE_MESSAGES_EN: Texts<typeof SCHEDULE_MESSAGES> = {
  required: 'Please choose the order time',
  tooSoon: 'An order can be placed for at least 30 minutes from now',
  tooLate: 'An order can be placed for 23:30 today at the latest',
};
