/** Turkish answers of a staff refund (issue 34, ADR 084); ours, in the payments' voice. */
export const REFUND_MESSAGES = {
  paymentNotFound: 'Ödeme bulunamadı',
  nothingChosen: 'İade edilecek ürün, pay, ücret ya da bahşiş seçin',
  tooMuch: 'Bu ödeme seçtiklerinizi ödemedi ya da bunlar zaten iade edildi',
  inProgress: 'Bu ödeme için başka bir iade sürüyor. Lütfen biraz sonra tekrar deneyin.',
  providerUnavailable:
    'Ödeme sağlayıcısına şu an ulaşılamıyor; iade yapılmadı. Lütfen biraz sonra tekrar deneyin.',
  refunded: 'İade yapıldı',
  reasonRequired: 'İade nedeni yazın',
  reasonTooLong: 'İade nedeni en fazla 200 karakter olabilir',
  tipReason: 'Bahşiş iadesi',
} as const;
