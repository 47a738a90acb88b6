import type { Texts } from '@masa/core/i18n/texts';
import type { BILL_MESSAGES, PAYMENT_METHOD_LABELS } from '../../domain/bill/bill-messages.ts';

/** The bill routes' answers in English (ADR 046). */
export const BILL_MESSAGES_EN: Texts<typeof BILL_MESSAGES> = {
  billRequested: 'Your bill request has been received!',
  splitRequested: 'Your split bill request has been sent! The restaurant will approve it.',
  orderNotFound: 'No order was found to ask the bill for.',
  allPaid: 'All items are paid',
  orderCancelled: 'A cancelled order has no bill to ask for',
  tipOptions: 'The tip can be 0, 5, 10, 15 or 20 percent',
  splitTipOptions: 'The tip can be 0, 5, 10, 15 or 20 percent',
  paymentMethodInvalid: 'Invalid payment method',
  paymentMethodRequired: 'Please choose a payment method',
  onlineNotOnSplit: 'Online payment cannot be used when splitting the bill',
  methodNotAccepted: (label) => `This restaurant does not accept ${label}`,
  noMethods: 'This restaurant has no active payment method.',
  selectionEmpty: 'Please choose at least one item to add to the bill',
  quantityInvalid: 'The quantity must be a whole number of 0 or more',
  itemNotInOrder: 'The chosen item is not in this order',
  itemCancelled: (name) => `${name} was cancelled and cannot be paid`,
  exceedsRemaining: (name, remaining) =>
    `The chosen quantity is more than what is left: ${name} (${remaining} left)`,
  chargeNotInOrder: 'The chosen charge is not in this order',
  chargeTaken: (name) => `${name} is paid or in another bill request`,
  shareCountInvalid: 'An item can be shared among 2 to 10 people',
  shareOrUnits: (name) => `Choose either units or a share of ${name}, not both`,
  nothingToShare: (name) => `${name} is free; there is nothing to share`,
  claimedWhole: (name) => `${name} is paid or in a bill request by units; it cannot be shared`,
  sharedInOther: (name, count) =>
    `${name} is shared among ${count} people; take your share of ${count}`,
  sharesTaken: (name, count) => `All ${count} shares of ${name} are taken; no share is left`,
  lineShared: (name, count) =>
    `${name} is shared among ${count} people; it is paid in shares, not by units`,
  shareIndexInvalid: (count) => `The share number must be between 1 and ${count}`,
  sharePaid: (name, index, count) => `Share ${index}/${count} of ${name} is already paid`,
  shareHeld: (name, index, count) =>
    `Share ${index}/${count} of ${name} is in another bill request`,
  paidWouldMove:
    'This change would alter an amount already paid: the items of a paid order with a discount cannot be changed. Remove the discount first.',
};

export const PAYMENT_METHOD_LABELS_EN: Texts<typeof PAYMENT_METHOD_LABELS> = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  online: 'Online Payment',
  sodexo: 'Sodexo',
  mutlinet: 'Multinet',
};
