/**
 * Turkish answers of a diner's online payment (issue 34, ADR 084). The contract's texts
 * (/issue 34 §3) are used verbatim; the rest are ours, in the same voice.
 */
export const PAYMENT_MESSAGES = {
  providerUnavailable: 'Ödeme sağlayıcısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  expired: 'Ödeme süresi doldu. Lütfen tekrar deneyin.', // ours
  cancelledByDiner: 'Ödeme iptal edildi', // ours
  paidMeanwhile: 'Bu ürünler siz öderken başka bir ödemeyle ödendi; kartınıza iade edildi.', // ours
  priceChanged: 'Hesap siz öderken değişti; ödemeniz kartınıza iade edildi.', // ours
  paidByStaff: 'Bu ürünler kasada ödendi; online ödeme iptal edildi.', // ours
  intentCreated: 'Ödeme sayfası hazır', // ours
} as const;

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;
