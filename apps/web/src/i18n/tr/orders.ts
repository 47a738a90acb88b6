// Orders, table panel, edit order, waiter, messages (001 §2, §4, §5, §8). Texts marked
// "ours" are not quoted by the documents.
export const orders = {
  title: 'Siparişlerim',
  tableTitle: 'Masa Siparişleri',
  editTitle: 'Siparişi Düzenle',
  loginRequired: 'Bu sayfayı görüntülemek için giriş yapmanız gerekiyor',
  invalidTable: 'Geçersiz masa veya işletme bilgisi',
  refresh: 'Siparişleri Yenile',
  tabsLabel: 'Sipariş listeleri', // ours
  activeTab: 'Aktif Siparişler',
  historyTab: 'Geçmiş Siparişler',
  panelTitle: 'Siparişleriniz',
  viewAll: 'Tümünü Gör',
  openOrder: (number: string) => `Sipariş #${number} ayrıntıları`, // ours
  emptyActive: 'Aktif siparişiniz bulunmuyor.', // ours
  emptyHistory: 'Geçmiş siparişiniz bulunmuyor.', // ours
  scanQr: 'QR Kod Okut',
  loading: 'Siparişler yükleniyor...', // ours
  loadFailed: 'Siparişler yüklenemedi.',
  /** Before the server's reason: 'Siparişler yüklenemedi: …'. */
  loadFailedBare: 'Siparişler yüklenemedi',
  /** Before '(Hata Kodu: {status})': the orders call answered without words (001 §8). */
  loadService: 'Siparişler getirilirken bir hata oluştu',
  /** Ours: GET /orders/user answers 100 orders a page; older ones on request. */
  loadOlder: 'Daha Eski Siparişleri Göster',
  olderFailed: 'Siparişler yüklenirken bir hata oluştu',
  /** Home's block of active orders could not load. */
  activeFailed: 'Aktif siparişler yüklenirken hata oluştu',
  /** The stored active order's status check (the cart adding to it) failed; a 404 ends it. */
  statusCheckFailed: 'Sipariş durumu kontrol edilirken bir hata oluştu.',
  activeGone: 'Aktif sipariş bulunamadı.',
  retry: 'Tekrar Dene', // ours
  highlightTitle: 'Son Tamamlanan Siparişler', // ours
  auth: {
    noToken: 'Oturum bilginiz bulunamadı. Lütfen tekrar giriş yapın.',
    noUser: 'Kullanıcı bilgileriniz bulunamadı.',
    noBusiness: 'İşletme bilgisi bulunamadı',
  },
  card: {
    number: (number: string) => `Sipariş #${number}`,
    business: 'İşletme',
    table: 'Masa',
    // Ours (issue 32 §3, ADR 078): the table's second bill, "Ayrı hesap", named after the table.
    bill: (n: number) => `Hesap ${n}`,
    date: 'Tarih',
    // Ours (issue 30): what the diner told the business when ordering, shown back to them.
    persons: 'Kişi Sayısı',
    orderNote: 'Sipariş Notu',
    // Ours (issue 20): the campaign of the code typed in the cart, already in the prices.
    campaign: 'Kampanya',
    campaignValue: (code: string, amount: string) => `${code} · ${amount} indirim`,
    expectedAt: 'Tahmini Hazır', // ours
    preparation: 'Hazırlık Süresi', // ours
    aboutMinutes: (minutes: number) => `yaklaşık ${minutes} dk`, // ours
    items: 'Ürünler',
    quantity: (name: string, quantity: number) => `${quantity} × ${name}`,
    removals: 'Çıkarılsın:',
    extras: 'Ekstra:',
    serviceCharge: 'Servis ücreti:',
    note: 'Not:',
    paid: 'Ödendi',
    partlyPaid: (paid: number, quantity: number) => `Kısmen Ödendi (${paid}/${quantity})`,
    /** Issue 31 §6: a line the waiter entered for the table. Ours. */
    addedByStaff: 'Garson ekledi',
    serviceCharges: 'Hizmet Bedelleri', // ours
    subtotal: 'Ara Toplam', // ours
    vat: 'KDV',
    tip: 'Bahşiş',
    total: 'Toplam',
    unknownBusiness: 'Bilinmeyen İşletme',
    unknownTable: 'Bilinmeyen Masa',
    unknownProduct: 'Ürün',
  },
  /** Reading one order (GET /orders/{id}), 001 §8 service errors. */
  detail: {
    service: 'Sipariş detayı alınırken bir hata oluştu',
    notFound: (id: string) => `Sipariş bulunamadı (${id})`,
  },
  editWindow: {
    label: 'Düzenleme süresi', // ours
    remaining: (time: string) => `Kalan süre: ${time}`, // ours
    edit: 'Düzenle',
    confirm: 'Onayla',
    confirming: 'Onaylanıyor...', // ours
    confirmed: 'Sipariş onaylandı ve işletmeye iletildi',
    alreadyConfirmed: 'Sipariş onaylanmış ve işletmeye iletilmiştir',
    confirmFailed: 'Sipariş onaylanırken bir hata oluştu',
  },
  actions: {
    label: 'Sipariş işlemleri', // ours
    callWaiter: 'Garson Çağır',
    waiterCalled: 'Garson Çağrıldı',
    waiterCallOk: 'Garson çağrıldı.',
    /** Under the buttons while 'Garson Çağrıldı' waits out its 30 s. */
    waiterCallReceived: 'Garson çağrı talebiniz alındı. En kısa sürede masanıza gelinecek.',
    waiterCallFailed: 'Garson çağrılamadı.',
    waiterCallService: 'Garson çağrılamadı',
    waiterCallError: 'Garson çağrılırken bir hata oluştu.',
    /** Anything that is not a request failure. */
    waiterCallErrorBare: 'Garson çağrılırken bir hata oluştu',
    waiterNoOrder: 'Garson çağrılacak sipariş bulunamadı.',
    waiterAlreadyCalled: 'Garson zaten çağrıldı, lütfen bekleyin.',
    sendMessage: 'Mesaj Gönder',
    requestBill: 'Hesap İste',
    // Ours: the payment screen (001 §2) reached from the order itself.
    paymentScreen: 'Ödeme Ekranı',
  },
  message: {
    title: 'İşletmeye Mesaj Gönder', // ours
    type: 'Mesaj Türü', // ours
    text: 'Mesajınız', // ours
    counter: (length: number, max: number) => `${length}/${max}`,
    send: 'Gönder', // ours
    sending: 'Gönderiliyor...',
    cancel: 'Vazgeç',
    sent: 'Mesajınız işletmeye iletildi',
    /** Home's active orders say it shorter. */
    sentHome: 'Mesajınız gönderildi',
    failed: 'Mesaj gönderilemedi',
    service: 'Mesaj gönderilirken bir hata oluştu',
    timedOut: 'Mesaj gönderilirken hata oluştu',
    network: 'Ağ hatası: Mesaj gönderilemedi',
    missing: 'Mesaj gönderilemedi: Gerekli bilgiler eksik',
    noUser: 'Kullanıcı bilgileri bulunamadı',
  },
  table: {
    noActive: 'Aktif Sipariş Yok',
    noActiveText: 'Bu masada aktif siparişiniz bulunmuyor.', // ours
    viewMenu: 'Menüyü Görüntüle',
    activeTitle: 'Aktif Sipariş', // ours
    cartTitle: 'Sepetinizdeki Ürünler', // ours
    addToOrder: 'Siparişe Ekle',
    placeOrder: 'Sipariş Ver', // ours
    needCart: 'Sipariş vermek için sepetinize en az bir ürün eklemelisiniz.',
    cartEmpty: 'Sepetiniz boş.',
    /** The sitting's other diners' orders (ADR 042), ours. */
    othersTitle: 'Masadaki Diğer Siparişler',
    scanAgain: 'QR Kod Okut',
    loadFailed: (reason: string) => `Başlangıç verileri yüklenemedi: ${reason}`,
    itemsAdded: 'Siparişe ürünler eklendi!',
    addFailed: (reason: string) => `Siparişe ürün eklenirken hata: ${reason}`,
  },
  edit: {
    table: 'Masa',
    status: 'Durum',
    remaining: 'Kalan süre', // ours
    itemsTitle: 'Ürünler',
    decrease: (name: string) => `${name} adedini azalt`,
    increase: (name: string) => `${name} adedini artır`,
    quantity: (name: string, quantity: number) => `${name}: ${quantity} adet`,
    note: 'Not',
    noteFor: (name: string) => `${name} notu`,
    delete: 'Sil',
    deleteFor: (name: string) => `${name} sil`,
    addProduct: '+ Ürün Ekle',
    addProductTitle: 'Ürün Ekle',
    productsLoading: 'Ürünler yükleniyor...',
    noProducts: 'Ürün bulunamadı.',
    add: (name: string) => `${name} ekle`,
    /** A dish with choices: its groups are asked before it joins the order (issue 30). */
    choicesTitle: (name: string) => `${name}: seçimleriniz`, // ours
    addChosen: 'Siparişe Ekle', // ours
    back: 'Geri', // ours
    close: 'Kapat',
    noteTitle: 'Ürün Notu',
    noteSave: 'Kaydet', // ours
    noteCancel: 'Vazgeç',
    total: 'Toplam',
    cancel: 'İptal',
    save: 'Değişiklikleri Kaydet',
    saving: 'Kaydediliyor...', // ours
    expired: 'Düzenleme süresi doldu!',
    expiredPending: 'Bekleyen ürünler için düzenleme süresi doldu!',
    locked: 'Düzenleme süresi dolmuş. Bu sipariş artık değiştirilemez.',
    saveBlocked: 'Düzenleme süresi dolmuş',
    confirmedOrder:
      'Sipariş onaylanmış ve işletmeye iletilmiştir. Bu sipariş artık değiştirilemez.', // ours
    paidOrder: 'Bu siparişin ödemesi alındı. Sipariş artık değiştirilemez.', // ours
    cancelledOrder: 'Bu sipariş iptal edildi. Sipariş artık değiştirilemez.', // ours
    lockedLines:
      'İşletmenin hazırlamaya başladığı ya da ödenmiş ürünler değiştirilemez. Düzenleme süresi içinde siparişe yeni ürün ekleyebilirsiniz.', // ours
    /** The window closed with edits not saved: they stay on screen for the waiter (issue 30). */
    unsavedLost:
      'Düzenleme süresi doldu; değişiklikleriniz kaydedilmedi. Değişikliklerinizi aşağıda görebilir, garsona iletebilirsiniz.', // ours
    renewed: 'Düzenleme süreniz yenilendi.',
    updated: 'Sipariş başarıyla güncellendi',
    needsItem: 'Sipariş en az bir ürün içermelidir',
    updateFailed: 'Sipariş güncellenemedi',
    updateError: 'Sipariş güncellenirken bir hata oluştu',
    loadFailed: 'Sipariş bilgileri alınamadı',
    debugLine: (canEdit: boolean, until: string) =>
      `canEdit: ${canEdit ? 'evet' : 'hayır'} · editableUntil: ${until}`,
    debugCheck: 'Düzenleme Durumunu Kontrol Et', // ours
    checkFailed: 'Düzenleme durumu kontrol edilirken bir hata oluştu',
  },
  realtime: {
    itemStatusChanged: 'Sipariş durumu güncellendi.',
    /** The diner's order changed on another of their screens or devices. */
    orderUpdated: 'Sipariş güncellendi',
  },
  debug: {
    toggle: 'Hata ayıklama paneli', // ours
    title: 'Hata Ayıklama', // ours
    testSocket: 'Soketi Test Et', // ours
    noEcho: 'Sunucu yanıt vermedi: soket testi yalnızca geliştirme sunucusunda yanıtlanır.', // ours
    debugInfo: 'Hata Ayıklama Bilgisi', // ours
    joinOrder: 'Sipariş Odasına Katıl', // ours
    state: (state: string) => `Bağlantı: ${state}`, // ours
  },
} as const;
