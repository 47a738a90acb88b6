/**
 * Turkish answers of the review routes. The documents' texts are used verbatim where they
 * give one (001 §5, §8); those marked "ours" are not in the documents.
 */
export const REVIEW_MESSAGES = {
  invalidBusinessId: 'Geçersiz işletme kimliği', // ours
  invalidProductId: 'Geçersiz ürün kimliği', // ours
  invalidOrderId: 'Geçersiz sipariş kimliği', // ours
} as const;
