import type { Texts } from '@masa/core/i18n/texts';
import type { PAYMENT_METHOD_LABELS } from '../../domain/bill/bill-messages.ts';

export const PAYMENT_METHOD_LABELS_EN: Texts<typeof PAYMENT_METHOD_LABELS> = {
  cash: 'Cash',
  credit_card: 'Credit Card',
  online: 'Online Payment',
  sodexo: 'Sodexo',
  mutlinet: 'Multinet',
};
