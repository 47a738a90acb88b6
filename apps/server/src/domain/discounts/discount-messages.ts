/**
 * The staff discount routes' answers (issue 32 §2, ADR 074), Turkish; English in
 * lib/english/discount-messages.ts.
 */
export const DISCOUNT_MESSAGES = {
  lineNotFound: 'Bu ürün siparişte yok ya da iptal edilmiş',
  tooLarge: (left: string) => `İndirim tutarı kalan tutarı (${left}) aşamaz`,
} as const;
