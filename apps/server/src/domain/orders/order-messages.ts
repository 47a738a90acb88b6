/**
 * Turkish answers of the order writes. The documents' texts are used verbatim where they give
 * one (001 §5, §8); the others are ours, in the same voice.
 */
export const ORDER_REQUEST_MESSAGES = {
  /** 001 §5. */
  cartEmpty: 'Sepetiniz boş.',
  quantityMax: (max: number) => `Bir üründen en fazla ${max} adet sipariş verilebilir`,
  tooManyLines: (max: number) => `Bir siparişte en fazla ${max} farklı ürün olabilir`,
  orderNotesTooLong: 'Sipariş notu en fazla 500 karakter olabilir',
  tableNotFound: 'Masa bulunamadı',
  orderNotFound: 'Sipariş bulunamadı',
} as const;
