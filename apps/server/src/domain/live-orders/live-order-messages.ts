/**
 * Turkish answers of the live-order routes (tracking, edit window, waiter call, messages).
 * Texts the documents quote are used verbatim (001 §4, §5, §8); those marked "ours" are not in
 * the documents and are written in the same voice.
 */
export const LIVE_ORDER_MESSAGES = {
  orderNotFound: 'Sipariş bulunamadı',
  /** 001 §8 orders. */
  noActiveOrder: 'Aktif sipariş bulunamadı.',
  tableNotFound: 'Masa bilgisi bulunamadı',
  editRenewed: 'Düzenleme süreniz yenilendi.',
  confirmed: 'Sipariş onaylandı ve işletmeye iletildi',
  alreadyConfirmed: 'Sipariş onaylanmış ve işletmeye iletilmiştir',
  itemNotInOrder: 'Ürün bu siparişte bulunamadı', // ours
  /** 001 §4, §8 waiter call. */
  waiterCalled: 'Garson çağrı talebiniz alındı. En kısa sürede masanıza gelinecek.',
  waiterNoOrder: 'Garson çağrılacak sipariş bulunamadı.',
  /** 001 §8 messages. */
  messageSent: 'Mesajınız işletmeye iletildi',
} as const;
