/**
 * Turkish answers of the bill routes when a bill is asked for (001 §8, verbatim). Its refusals
 * are keyed by their codes in apps/server/locales (ADR 098); these two are still read back into
 * English by their text, as the stored answer of an idempotent request is replayed (ADR 046).
 */
export const BILL_MESSAGES = {
  /** 001 §8 success messages. */
  billRequested: 'Hesap isteğiniz alındı!',
  splitRequested: 'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.',
} as const;

/** Labels of the 001 §9 payment method keys, for messages. */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Nakit',
  credit_card: 'Kredi Kartı',
  online: 'Online Ödeme',
  sodexo: 'Sodexo',
  mutlinet: 'Multinet',
} as const;
