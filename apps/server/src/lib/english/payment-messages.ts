import type { Texts } from '@masa/core/i18n/texts';
import type { PAYMENT_MESSAGES } from '../../domain/payments/payment-messages.ts';

/** A diner's online payment's answers in English (issue 34, ADR 084). */
export const PAYMENT_MESSAGES_EN: Texts<typeof PAYMENT_MESSAGES> = {
  providerUnavailable:
    'The payment provider cannot be reached right now. Please try again shortly.',
  expired: 'The payment timed out. Please try again.',
  cancelledByDiner: 'The payment was cancelled',
  paidMeanwhile:
    'These items were paid by another payment while you paid; your card has been refunded.',
  priceChanged: 'The bill changed while you paid; your payment has been refunded to your card.',
  paidByStaff: 'These items were paid at the till; the online payment was cancelled.',
  intentCreated: 'The payment page is ready',
};
