import type { Texts } from '@masa/core/i18n/texts';
import { SHARED_CART_MAX_LINES } from '@masa/core/tables/shared-cart.schemas';
import type { SHARED_CART_MESSAGES } from '../../domain/shared-cart/shared-cart-messages.ts';
import type { TABLE_SESSION_MESSAGES } from '../../domain/table-sessions/table-session-messages.ts';

/** A sitting's shared cart (ADR 043) in English (ADR 046). */
export const SHARED_CART_MESSAGES_EN: Texts<typeof SHARED_CART_MESSAGES> = {
  lineNotFound: 'There is no such item in the cart.',
  empty: "The table's cart is empty.",
  changed:
    "The table's cart changed while you were looking at it. Please check the cart and confirm again.",
  full: `The table's cart can hold at most ${SHARED_CART_MAX_LINES} different items.`,
};

/** A table's sitting (ADR 042) in English (ADR 046). */
export const TABLE_SESSION_MESSAGES_EN: Texts<typeof TABLE_SESSION_MESSAGES> = {
  ended: "The table's session has ended. Scan the QR code on the table for a new one.",
};
