/**
 * Turkish answers of the live-order routes (tracking, edit window, waiter call, messages).
 * Texts the documents quote are used verbatim (001 §4, §5, §8); those marked "ours" are not in
 * the documents and are written in the same voice.
 */
export const LIVE_ORDER_MESSAGES = {
  orderNotFound: 'Sipariş bulunamadı',
  tableNotFound: 'Masa bilgisi bulunamadı',
  itemNotInOrder: 'Ürün bu siparişte bulunamadı', // ours
  waiterNoOrder: 'Garson çağrılacak sipariş bulunamadı.',
} as const;
