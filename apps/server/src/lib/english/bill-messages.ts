import type { Texts } from '@masa/core/i18n/texts';
import type { BILL_MESSAGES, PAYMENT_METHOD_LABELS } from '../../domain/bill/bill-messages.ts';

/** The bill routes' answers in English (ADR 046). */
export const BILL_MESSAGES_EN: Texts<typeof BILL_MESSAGES> = {
  billRequested: 'Your bill request has been received!',
  splitRequested: 'Your split bill request has been sent! The restaurant will approve it.',
};

export const PAYMENT_METHOD_LABELS_EN: Texts<typeof PAYMENT_METHOD_LABELS> = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  online: 'Online Payment',
  sodexo: 'Sodexo',
  mutlinet: 'Multinet',
};
