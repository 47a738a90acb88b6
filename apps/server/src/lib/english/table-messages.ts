import type { Texts } from '@masa/core/i18n/texts';
import { SHARED_CART_MAX_LINES } from '@masa/core/tables/shared-cart.schemas';
import type { SHARED_CART_MESSAGES } from '../../domain/shared-cart/shared-cart-messages.ts';
import type { TABLE_SESSION_MESSAGES } from '../../domain/table-sessions/table-session-messages.ts';
import type { HANDLER_MESSAGES } from '../../plugins/handler-messages.ts';
import type { INPUT_MESSAGES } from '../../plugins/input-guard.ts';

/** A sitting's shared cart (ADR 043) in English (ADR 046). */
export const SHARED_CART_MESSAGES_EN: Texts<typeof SHARED_CART_MESSAGES> = {
  notYours: 'Someone else at the table added this item; only they can change it.',
  lineNotFound: 'There is no such item in the cart.',
  empty: "The table's cart is empty.",
  changed:
    "The table's cart changed while you were looking at it. Please check the cart and confirm again.",
  full: `The table's cart can hold at most ${SHARED_CART_MAX_LINES} different items.`,
  ordered: "The table's order has been placed!",
};

/** A table's sitting (ADR 042) in English (ADR 046). */
export const TABLE_SESSION_MESSAGES_EN: Texts<typeof TABLE_SESSION_MESSAGES> = {
  notJoined: "You have not joined the table's session. Please scan the QR code on the table.",
  ended: "The table's session has ended. Scan the QR code on the table for a new one.",
  joined: 'You have joined the table.',
  unknownKey: 'Table session not found.',
};

/** Text the database refuses (the input guard) in English. */
export const INPUT_MESSAGES_EN: Texts<typeof INPUT_MESSAGES> = {
  invalidCharacter: 'Invalid character: texts cannot hold a NUL character or broken Unicode.',
  tooLong: 'The text is too long.',
};

/** The error handler's own answers in English. */
export const HANDLER_MESSAGES_EN: Texts<typeof HANDLER_MESSAGES> = {
  invalidValue: 'Invalid value',
  badRequest: 'Invalid request',
  invalidJson: 'Invalid request: the body is not valid JSON',
  tooLarge: 'The request is too large',
  mediaType: 'Unsupported content type',
  tooMany: 'Too many requests. Please try again a little later.',
  notFound: 'The requested resource was not found',
  server: 'Server error. Please try again.',
  databaseUnavailable:
    'The database cannot be reached right now. It will be tried again in a few seconds.',
  imagesBusy: 'Too many pictures are being processed right now. Please try again in a few seconds.',
};
