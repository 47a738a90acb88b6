import { tableCapacityMessage } from '@masa/core/orders/order.schemas';

export const checkout = {
  title: 'Sipariş Bilgileri',
  personCount: 'Kişi Sayısı',
  personCountWhole: 'Kişi sayısı tam sayı olmalıdır', // ours
  /** A party larger than its table orders; the staff are told (ADR 065). Ours after 001 §5's. */
  partyOverSeats: (seats: number) =>
    `${tableCapacityMessage(seats)}. Siparişinizi verebilirsiniz; personele masanızın kalabalık olduğu bildirilecek.`,
  figuresNeedPersonCount: 'Tutarlar, geçerli bir kişi sayısı girildiğinde hesaplanır.', // ours
  orderMode: 'Sipariş Zamanı',
  immediate: 'Hemen',
  scheduled: 'İleri Saat',
  slot: 'Sipariş Saati',
  slotPlaceholder: 'Saat seçin',
  noSlots: 'Bugün için sipariş verilebilecek saat kalmadı.',
  notes: 'Sipariş Notu',
  notesPlaceholder: 'Mutfağa iletmek istediğiniz not',
  serviceCharges: 'Hizmet Bedelleri',
  perPerson: (count: number) => `${count} kişi`,
  freeItems: (total: number) => `${total} adede kadar dahil ürün seçebilirsiniz.`,
  chooseFreeItems: 'Dahil Ürünleri Seç',
  changeFreeItems: 'Dahil Ürünleri Değiştir',
  freePickerTitle: (name: string) => `${name}: Dahil Ürünler`,
  freePickerCount: (chosen: number, total: number) => `Seçilen: ${chosen} / ${total}`,
  confirmFreeItems: 'Seçimi Onayla',
  noFreeChoices: 'Şu anda seçilebilecek dahil ürün yok.',
  free: 'Ücretsiz',
  summary: 'Sipariş Özeti',
  // Ours (issue 20): a campaign's code typed in the cart.
  campaignCode: 'Kampanya Kodu',
  campaignApply: 'Uygula',
  campaignChecking: 'Kontrol ediliyor...',
  campaignApplied: (code: string, title: string) => `${code} uygulandı: ${title}`,
  campaignChosen: (code: string, title: string) => `${code} (${title}) bu sepete uygulanmadı`,
  campaignRemove: 'Kodu Kaldır',
  placeOrder: 'Siparişi Onayla',
  addToOrder: 'Siparişe Ekle',
  sending: 'Gönderiliyor...',
  // Ours (issue 21 §6): ordering without a connection waits for it, never queues in secret.
  offline: {
    hint: 'Bağlantı yok. Siparişi onaylarsanız bağlantı gelince gönderilir; sepetiniz korunur.',
    waiting: 'Bağlantı bekleniyor...',
    waitingNote:
      'Siparişiniz bağlantı gelince bir kez gönderilecek. Bu ekrandan ayrılırsanız gönderilmez.',
    stop: 'Vazgeç',
    figures: 'Hizmet bedelleri ve toplam, bağlantı gelince hesaplanır.',
    activeOrder:
      'Bağlantı yok. Sepetinizi siparişinize eklemek için bağlantı gerekiyor; sepetiniz korunuyor.',
  },
  activeOrder: 'Masanızda aktif bir siparişiniz var: sepetteki ürünler bu siparişe eklenecek.',
  missingTable: 'Masa veya işletme bilgisi eksik. Lütfen QR kodu tekrar tarayın.',
  /** The table's details (its seats) could not be read: the count is checked against 4. */
  tableMissing: 'Masa bilgileri eksik',
  tableService: 'Masa bilgileri getirilirken bir hata oluştu',
  // Ours (ADR 036): the cart was built while browsing; the table is asked for now.
  tablePrompt: {
    title: 'Masanızı seçin',
    hint: 'QR kodu okutamazsanız altındaki masa kodunu yazabilirsiniz. Sepetiniz korunur.',
    scan: 'Masa Kodunu Okut',
  },
  // Ours (issue 30): a code that named the table but not its printed code (000 §5.4's JSON
  // and plain-text forms); ordering needs the code printed under the QR code (ADR 015).
  tableCode: {
    title: 'Masa kodu gerekli',
    missing:
      'Okuttuğunuz QR kodda masanın kodu yok. Sipariş verebilmek için masanızdaki QR kodun altında yazan kodu girin.',
    label: 'Masa kodu',
    submit: 'Kodu Onayla',
    checking: 'Kontrol ediliyor...',
    invalid: 'Masa kodu 12 harf ve rakamdan oluşur, örneğin 7KQM-R2XD-4HVB.',
    notFound: 'Bu koda sahip bir masa yok. QR kodun altındaki kodu kontrol edip tekrar deneyin.',
    otherTable: 'Bu kod başka bir masanın. Oturduğunuz masadaki kodu girin.',
    failed: (reason: string) => `Masa kodu kontrol edilemedi: ${reason}`,
  },
  cartEmpty: 'Sepetiniz boş.',
  created: 'Siparişiniz başarıyla oluşturuldu!',
  /** Also, when this order started the table's sitting. */
  itemsAdded: 'Ürünler mevcut siparişinize eklendi!',
  // Failures (001 §8 Orders), worded by cart/utils/place-order-failure.ts.
  createRefused: 'Sipariş veya oturum oluşturulamadı.',
  createFailed: 'Sipariş oluşturulurken bir hata oluştu.',
  createService: 'Sipariş ve masa oturumu oluşturulurken bir hata oluştu',
  createUnexpected: 'Sipariş gönderilirken beklenmedik bir hata oluştu.',
  addFailed: 'Siparişe ürün eklenirken bir hata oluştu.',
  addService: 'Siparişe ürün eklenirken bir hata oluştu',
  /** The order-area login (ordering as a guest, ADR 036) failed. */
  guestFailed: 'Giriş yapılamadı, lütfen tekrar deneyin.',
  /** Then the sign-in is offered, as for a cart with nobody signed in (001 §2 Menu). */
  signInToOrder: 'Sipariş vermek için giriş yapmalısınız.',
  login: 'Giriş Yap',
  register: 'Kayıt Ol',
  sessionFailed: (reason: string) =>
    `Siparişiniz oluşturuldu, ancak masa oturumu başlatılamadı: ${reason}`,
} as const;
