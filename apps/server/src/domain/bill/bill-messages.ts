/** Labels of the 001 §9 payment method keys, for messages. */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Nakit',
  credit_card: 'Kredi Kartı',
  online: 'Online Ödeme',
  sodexo: 'Sodexo',
  mutlinet: 'Multinet',
} as const;
