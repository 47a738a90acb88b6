/** Turkish answers of a staff refund (issue 34, ADR 084); ours, in the payments' voice. */
export const REFUND_MESSAGES = {
  providerUnavailable:
    'Ödeme sağlayıcısına şu an ulaşılamıyor; iade yapılmadı. Lütfen biraz sonra tekrar deneyin.',
  reasonRequired: 'İade nedeni yazın',
  reasonTooLong: 'İade nedeni en fazla 200 karakter olabilir',
} as const;
