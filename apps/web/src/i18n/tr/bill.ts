// Bill, split bill and payment screen (001 §2, §4, §5, §8, §9).
export const bill = {
  splitTitle: 'Hesabı Böl',
  paymentTitle: 'Ödeme',
  requestTitle: 'Hesap İste',
  loading: 'Hesap bilgileri yükleniyor...', // ours
  summary: 'Sipariş Özeti', // ours
  article51: 'Bu işletme İş Kanunu m. 51 kapsamında yüzde usulü uygular.', // ours (ADR 092)
  items: 'Ürünler',
  subtotal: 'Ara Toplam', // ours
  vat: 'KDV',
  serviceCharges: 'Hizmet Bedelleri', // ours
  tip: 'Bahşiş',
  total: 'Toplam',
  remaining: 'Kalan Tutar', // ours
  paid: 'Ödendi',
  // What a request or a split asks for, next to the whole bill (ADR 027).
  ask: {
    label: 'Bu İstek', // ours
    amount: 'Ödenecek Tutar', // ours
    total: 'Ödenecek Toplam', // ours
  },
  orderNumber: (number: string) => `Sipariş #${number}`,
  line: (name: string, quantity: number) => `${quantity} × ${name}`,
  methods: {
    label: 'Ödeme Yöntemi', // ours
    cash: 'Nakit',
    credit_card: 'Kredi Kartı',
    online: 'Online Ödeme',
    sodexo: 'Sodexo',
    mutlinet: 'Multinet',
    loadFailed: (error: string) => `Ödeme ayarları yüklenemedi: ${error}`,
    none: 'Bu işletmede aktif ödeme yöntemi bulunmuyor.',
  },
  tips: {
    label: 'Bahşiş', // ours
    none: 'Yok',
    percent: (value: number) => `%${value}`,
  },
  modes: {
    label: 'Ödeme Şekli', // ours
    full: 'Tümünü Öde', // ours
    equal: 'Eşit Böl', // ours
    custom: 'Kişiye Özel', // ours
    people: 'Kişi Sayısı',
    perPerson: (amount: string) => `Kişi başı ${amount}`, // ours
  },
  cancel: 'İptal',
  split: 'Hesabı Böl',
  request: 'Hesap İste',
  sending: 'Gönderiliyor...', // ours
  allPaid: 'Tüm Ürünler Ödendi',
  requested: 'Hesap isteğiniz alındı!',
  /** Toasts: the bill dialog's request, and the payment screen's. */
  requestedToast: 'Hesap başarıyla istendi!',
  requestSent: 'Hesap isteği gönderildi',
  continuePayment: 'Ödemeye Devam Et',
  // NOTE: ADR 022: 'Ödemeye Devam Et' is shown disabled with this state.
  requestedState: 'Hesabınız istendi; ödemeyi garsonunuz masanızda alacak.', // ours
  paidNotice: 'Ödemeniz alındı. Teşekkür ederiz!', // ours
  /** Each method the bill was paid with and its amount, e.g. 'Nakit ₺300,00 + Kredi Kartı ₺245,00'. */
  paidWith: 'Ödeme', // ours
  errors: {
    noOrderId: 'Sipariş ID bulunamadı',
    noBusiness: 'İşletme bilgisi bulunamadı',
    failed: 'Hesap isteği gönderilemedi.',
    notFound: 'Hesap istenilecek sipariş bulunamadı.',
    withReason: (reason: string) => `Hesap isteği gönderilirken hata: ${reason}`,
    generic: 'Hesap istenirken bir hata oluştu.',
    /** Too slow to answer: the request may or may not have arrived. */
    interrupted: 'Hesap isteği sırasında bir sorun oluştu.',
    /** What is left to pay could not be read before asking. */
    preparing: 'Hesap isteği hazırlanırken bir sorun oluştu.',
    orderLoad: 'Sipariş bilgisi yüklenemedi',
    /** The payment screen's order is not one this diner can see. */
    selectedNotFound: 'Seçili sipariş bulunamadı.',
  },
  splitPage: {
    intro: 'Ödemek istediğiniz ürünlerin adedini seçin.', // ours
    itemsLabel: 'Ödenecek ürünler', // ours
    chargesLabel: 'Hizmet bedelleri', // ours
    chargeChoice: (name: string, amount: string) => `${name} (${amount}) hesabıma eklensin`, // ours
    chargeHeld: 'Onay bekleyen bir istekte', // ours
    chargesRow: 'Hizmet Bedeli', // ours
    unitPrice: (price: string) => `Birim ${price}`, // ours
    left: (count: number) => `Kalan: ${count}`, // ours
    held: (count: number) => `Onay bekleyen: ${count}`, // ours
    decrease: (name: string) => `${name} adedini azalt`,
    increase: (name: string) => `${name} adedini artır`,
    quantity: (name: string) => `${name} seçilen adet`, // ours
    requestAmount: (amount: string) => `${amount} Hesap İste`,
    success: 'Split Bill hesap isteği başarıyla gönderildi! İşletme tarafından onaylanacak.',
    invalidId: 'Geçersiz sipariş ID',
    notFound: 'Sipariş bulunamadı',
    failed: (reason: string) => `Split Bill işlemi başarısız: ${reason}`,
    server: 'Sunucu hatası. Lütfen tekrar deneyin.',
    badRequest: 'Geçersiz hesap isteği bilgileri',
    generic: 'Hesap isteme işlemi sırasında bir hata oluştu',
    myRequests: 'Hesap İsteklerim', // ours
    /** Issue 21 §2 (ADR 043): one tap selects the lines the diner added. Ours. */
    payMine: 'Benim Ürünlerimi Seç',
    addedBy: (name: string) => `Ekleyen: ${name}`,
    addedByMe: 'Siz eklediniz',
    /** Issue 31 §6: a line the waiter entered for the table. Ours. */
    addedByStaff: 'Garson ekledi',
    statuses: { pending: 'Onay bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' }, // ours
    paid: 'Ödendi', // ours
    /** Issue 21 §3 (ADR 048): sharing a dish. Ours. */
    share: 'Paylaş',
    shareOf: (name: string) => `${name} ürününü paylaş`,
    shareCount: (name: string) => `${name} kaç kişiye bölünsün?`,
    people: (count: number) => `${count} kişi`,
    shareCancel: 'Paylaşmaktan Vazgeç',
    shareName: (index: number, count: number) => `Pay ${index}/${count}`,
    sharedIn: (count: number, taken: number) =>
      `${count} kişiye bölündü · ${taken}/${count} pay alındı`,
    shareAmounts: (amounts: string) => `Paylar: ${amounts}`,
    myShare: (share: string, amount: string) => `Sizin payınız: ${share} · ${amount}`,
    takeShare: (amount: string) => `Payımı Al (${amount})`,
    leaveShare: 'Paydan Vazgeç',
    sharesTaken: 'Tüm paylar alındı',
  },
  paymentPage: {
    splitGerman: 'Hesabı Böl (Alman Usulü)',
    savedCards: 'Kayıtlı Kartlar', // ours
  },
  /** Issue 34 (ADR 086): paying online through the provider's hosted form. Ours. */
  online: {
    testBanner: 'Test ödemesi — kart çekilmez',
    opening: 'Ödeme sayfası açılıyor...',
    startFailed: 'Online ödeme başlatılamadı.',
    title: 'Online Ödeme',
    pending: 'Ödemeniz işleniyor. Bu sayfayı kapatsanız da ödemeniz tamamlanınca kaydedilir.',
    /** Issue 34: the intent is `processing`: Masa is reading the outcome from the provider. */
    processing: 'Ödemeniz işleniyor… Sonuç ödeme sağlayıcısından alınıyor.',
    backToForm: 'Ödeme Formuna Dön',
    cancel: 'Ödemeden Vazgeç',
    paid: (amount: string) => `Ödendi: ${amount}`,
    failed: (reason: string) => `Ödeme alınamadı: ${reason}`,
    failedNoReason: 'Ödeme alınamadı.',
    cancelled: 'Ödeme iptal edildi.',
    payAmount: (amount: string) => `${amount} Ödemeye Devam Et`,
    retry: 'Tekrar dene',
    loadFailed: 'Ödemenin durumu okunamadı.',
  },
} as const;
