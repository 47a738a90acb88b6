/**
 * Turkish answers of the bill routes (request the bill, split it, read what is left to pay).
 * The documents' texts are used verbatim where they give one (001 §5, §8); those marked
 * "ours" are not in the documents and are written in the same voice.
 */
export const BILL_MESSAGES = {
  /** 001 §8 success messages. */
  billRequested: 'Hesap isteğiniz alındı!',
  splitRequested: 'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.',
  /** 001 §8 bill: an order the caller may not pay and an unknown one get the same answer. */
  orderNotFound: 'Hesap istenilecek sipariş bulunamadı.',
  /** The web's button reads 'Tüm Ürünler Ödendi' (001 §2). */
  allPaid: 'Tüm ürünler ödendi',
  orderCancelled: 'İptal edilen sipariş için hesap istenemez', // ours
  tipOptions: 'Bahşiş oranı 0, 5, 10, 15 veya 20 olabilir', // ours
  splitTipOptions: 'Bahşiş oranı 0, 5, 10, 15 veya 20 olabilir', // ours
  paymentMethodInvalid: 'Geçersiz ödeme yöntemi', // ours
  paymentMethodRequired: 'Lütfen bir ödeme yöntemi seçin', // ours
  onlineNotOnSplit: 'Hesap bölmede online ödeme kullanılamaz', // ours
  methodNotAccepted: (label: string) => `Bu işletme ${label} ile ödeme kabul etmiyor`, // ours
  /** 001 §8 payment. */
  noMethods: 'Bu işletmede aktif ödeme yöntemi bulunmuyor.',
  selectionEmpty: 'Lütfen hesaba eklemek için en az bir ürün seçin', // ours
  quantityInvalid: 'Adet 0 veya daha büyük bir tam sayı olmalıdır', // ours
  itemNotInOrder: 'Seçilen ürün bu siparişte bulunamadı', // ours
  itemCancelled: (name: string) => `${name} iptal edildi, ödenemez`, // ours
  exceedsRemaining: (name: string, remaining: number) =>
    `Seçilen miktar kalan miktarı aşıyor: ${name} (kalan ${remaining})`, // ours
  chargeNotInOrder: 'Seçilen ücret bu siparişte bulunamadı', // ours
  chargeTaken: (name: string) => `${name} ödendi ya da başka bir hesap isteğinde`, // ours
  /** Sharing a dish (ADR 048), all ours. */
  shareCountInvalid: 'Bir ürün 2 ile 10 kişi arasında paylaşılabilir',
  shareOrUnits: (name: string) => `${name} için ya adet ya pay seçin, ikisini birden değil`,
  nothingToShare: (name: string) => `${name} ücretsiz; paylaşılacak bir tutar yok`,
  claimedWhole: (name: string) =>
    `${name} adet olarak ödendi ya da bir hesap isteğinde; paylaşılamaz`,
  sharedInOther: (name: string, count: number) =>
    `${name} ${count} kişi arasında paylaşılıyor; payınızı ${count} kişilik seçin`,
  sharesTaken: (name: string, count: number) =>
    `${name} için ${count} payın hepsi alındı; kalan pay yok`,
  lineShared: (name: string, count: number) =>
    `${name} ${count} kişi arasında paylaşılıyor; adet olarak değil, pay olarak ödenir`,
  shareIndexInvalid: (count: number) => `Pay numarası 1 ile ${count} arasında olmalıdır`,
  sharePaid: (name: string, index: number, count: number) =>
    `${name} için ${index}/${count} payı zaten ödendi`,
  shareHeld: (name: string, index: number, count: number) =>
    `${name} için ${index}/${count} payı başka bir hesap isteğinde`,
  /** ADR 027/074: a line change would re-price units already paid (an order discount spreads over them). */
  paidWouldMove:
    'Bu değişiklik ödenmiş bir tutarı değiştirirdi: siparişte indirim varken ödenmiş bir siparişin ürünleri değiştirilemez. Önce indirimi kaldırın.', // ours
} as const;

/** Labels of the 001 §9 payment method keys, for messages. */
export const PAYMENT_METHOD_LABELS = {
  cash: 'Nakit',
  credit_card: 'Kredi Kartı',
  online: 'Online Ödeme',
  sodexo: 'Sodexo',
  mutlinet: 'Multinet',
} as const;
