import type { CARD_MESSAGES } from '../../payment/card.schemas.ts';
import type { Texts } from '../texts.ts';

/** The saved-card form's messages in English (ADR 046). */
export const CARD_MESSAGES_EN: Texts<typeof CARD_MESSAGES> = {
  allRequired: 'Please fill in all the fields',
  numberInvalid: 'Enter a valid card number',
  expiryInvalid: 'Enter the expiry date as MM/YY',
  cvvInvalid: 'Enter a valid CVV',
  deleteConfirm: 'Are you sure you want to delete this payment method?',
};
