export const checkout = {
  title: 'Sipariş Bilgileri',
  personCount: 'Kişi Sayısı',
  personCountWhole: 'Kişi sayısı tam sayı olmalıdır', // ours
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
