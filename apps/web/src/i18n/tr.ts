/**
 * Every Turkish text the diner sees, grouped by area. Texts quoted by the specification
 * (docs/requirements.md) are copied verbatim; add a section for a new area rather than inlining
 * strings in components.
 */
export const tr = {
  app: {
    name: 'Masa',
    loading: 'Yükleniyor...',
    placeholder: 'Bu ekran hazırlanıyor. Çok yakında burada olacak.',
    back: 'Geri',
    skipToContent: 'İçeriğe geç',
  },
  nav: {
    label: 'Ana menü',
    home: 'Ana Sayfa',
    qr: 'QR Tara',
    orders: 'Siparişler',
    profile: 'Profilim',
    login: 'Giriş',
  },
  notifications: {
    regionLabel: 'Bildirimler',
    close: 'Kapat',
  },
  errors: {
    badRequest: 'Geçersiz istek',
    unauthorized: 'Yetkisiz erişim',
    forbidden: 'Erişim reddedildi',
    notFound: 'İstenilen kaynak bulunamadı',
    server: 'Sunucu hatası',
    status: (status: number) => `Hata: ${status}`,
    timeout: 'İstek zaman aşımına uğradı',
    network: 'Sunucuya bağlanılamadı',
    generic: 'Bir hata oluştu',
    sessionExpired: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
    routeFailed: 'Sayfa yüklenemedi. Lütfen sayfayı yenileyin.',
    reload: 'Sayfayı Yenile',
  },
  home: {
    title: 'Masa',
    login: 'Giriş Yap',
    greeting: (firstName: string) => `Merhaba, ${firstName}`,
    tilesLabel: 'Hızlı işlemler',
    scanTitle: 'Masa QR Kodunu Tara',
    scanText: 'Menüyü açmak için masadaki kodu okut',
    cartTitle: 'Sepetim',
    cartText: 'Seçtiğin ürünleri gör',
    ordersTitle: 'Siparişlerim',
    ordersText: 'Siparişlerini takip et',
    session: {
      title: 'Aktif Oturum',
      business: 'İşletme',
      table: 'Masa',
      viewMenu: 'Menüyü Görüntüle',
      scan: 'QR Kod Okut',
      unknownBusiness: 'Bilinmeyen İşletme',
      unknownTable: 'Bilinmeyen Masa',
    },
    paymentDone: {
      title: 'Ödemeniz Tamamlandı',
      text: 'Afiyet olsun! Yeni bir sipariş için masadaki QR kodu okutun.',
      scan: 'QR Kod Okut',
    },
    invite: {
      title: 'Arkadaşını Davet Et',
      text: 'Davet ettiğin her arkadaşın için 50 puan kazan.',
      link: 'Davet Et',
    },
  },
  // Accounts (000 §2.5, §2.6, §5.1, §5.2, §8.1, §8.2). Field rule messages come with the core
  // schemas (@masa/core/auth/auth-messages); texts the spec does not show are ours.
  auth: {
    loginTitle: 'Giriş Yap',
    registerTitle: 'Kayıt Ol',
    forgotPasswordTitle: 'Şifremi Unuttum',
    resetPasswordTitle: 'Şifre Sıfırlama',
    verifyTitle: 'Doğrulama',
    fields: {
      email: 'E-posta',
      password: 'Şifre',
      name: 'Ad Soyad',
      phone: 'Telefon',
      birthDate: 'Doğum Tarihi',
      address: 'Adres',
      city: 'Şehir',
      zipCode: 'Posta Kodu',
      confirmPassword: 'Şifre (Tekrar)',
      newPassword: 'Yeni Şifre',
      confirmNewPassword: 'Yeni Şifre (Tekrar)',
    },
    hints: {
      phone: 'Örnek: 0532 123 4567',
      password: 'En az 6 karakter',
      birthDate: '18 yaş ve üzeri',
    },
    login: {
      intro: 'Siparişlerinizi takip etmek ve hızlıca sipariş vermek için giriş yapın.',
      submit: 'Giriş Yap',
      submitting: 'Giriş yapılıyor...',
      success: 'Giriş başarılı! Yönlendiriliyorsunuz...',
      forgot: 'Şifremi Unuttum',
      noAccount: 'Hesabınız yok mu?',
      register: 'Kayıt Olun',
      fromRegister: 'Hesabınız başarıyla oluşturuldu! Lütfen giriş yapın.',
      or: 'veya',
    },
    social: {
      google: 'Google ile Giriş Yap',
      apple: 'Apple ile Giriş Yap',
      devMode:
        'Google ve Apple ile giriş geliştirme modunda çalışıyor: açılan pencerede bir test kimliği seçin.',
      waiting: 'Açılan pencerede girişi tamamlayın...',
      popupBlocked: 'Giriş penceresi açılamadı. Lütfen bu site için açılır pencerelere izin verin.',
      failed: {
        google: 'Google ile giriş yapılırken bir hata oluştu.',
        apple: 'Apple ile giriş yapılırken bir hata oluştu.',
      },
    },
    // The login screen's notice for /login?session=expired[&reason=…] and ?error=auth (000 §2.1).
    session: {
      expired: 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.',
      max_retry: 'Oturumunuz doğrulanamadı. Güvenliğiniz için lütfen tekrar giriş yapın.',
      no_refresh_token: 'Oturum bilgileriniz bulunamadı. Lütfen tekrar giriş yapın.',
      refresh_failed: 'Oturumunuz yenilenemedi. Lütfen tekrar giriş yapın.',
      authError: 'Kimlik doğrulaması başarısız oldu. Lütfen tekrar giriş yapın.',
    },
    errors: {
      loginHttp: (status: number) => `Giriş başarısız (HTTP ${status})`,
      wrongCredentials: 'E-posta adresi veya şifre hatalı.',
      noAccount: 'Bu e-posta adresi ile kayıtlı kullanıcı bulunamadı.',
      connection:
        'Sunucu bağlantısında bir hata oluştu. Lütfen internet bağlantınızı kontrol edin.',
      loginUnknown: 'Giriş yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
      loginDefault: 'Giriş yapılırken bir hata oluştu.',
      registerHttp: (status: number) => `Kayıt başarısız (HTTP ${status})`,
      registerDefault: 'Kayıt olurken bir hata oluştu.',
      emailTaken: 'Bu e-posta adresi zaten kullanılıyor',
      registerUnknown: 'Kayıt yapılırken bir hata oluştu. Lütfen tekrar deneyin.',
      userUnreadable: 'Kullanıcı bilgileri okunamadı.',
    },
    register: {
      intro: 'Hesap oluşturun; siparişleriniz ve puanlarınız hep yanınızda olsun.',
      submit: 'Kayıt Ol',
      submitting: 'Kayıt yapılıyor...',
      success: 'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...',
      termsLink: 'Kullanım şartlarını',
      and: ' ve ',
      privacyLink: 'veri politikasını',
      termsAfter: ' okudum, kabul ediyorum.',
      haveAccount: 'Zaten hesabınız var mı?',
      login: 'Giriş Yapın',
      invited: (code: string) =>
        `${code} davet koduyla kayıt oluyorsunuz: sizi davet eden arkadaşınız 50 puan kazanacak.`,
    },
    forgot: {
      intro:
        'Hesabınıza kayıtlı e-posta adresini girin; şifrenizi sıfırlamanız için bir bağlantı gönderelim.',
      submit: 'Sıfırlama Bağlantısı Gönder',
      submitting: 'Gönderiliyor...',
      sent: 'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısı gönderildi. Gelen kutunuzu kontrol edin.',
      backToLogin: 'Giriş sayfasına dön',
    },
    reset: {
      intro: 'Hesabınız için yeni bir şifre belirleyin.',
      submit: 'Şifreyi Güncelle',
      submitting: 'Güncelleniyor...',
      success: 'Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.',
      missingToken:
        'Şifre sıfırlama bağlantısı geçersiz veya eksik. Lütfen yeni bir bağlantı isteyin.',
      newLink: 'Yeni bağlantı iste',
      login: 'Giriş Yap',
    },
    verify: {
      checking: 'E-posta adresiniz doğrulanıyor...',
      success: 'E-posta adresiniz doğrulandı.',
      missingToken: 'Doğrulama bağlantısı geçersiz veya eksik.',
      home: 'Ana Sayfaya Git',
      login: 'Giriş Yap',
    },
  },
  // Profile area (000 §2.8–2.10, §3.6, §4.4, §4.5, §5.5, §8.3; 001 §8 success texts).
  profile: {
    title: 'Profilim',
    editTitle: 'Profili Düzenle',
    notificationsTitle: 'Bildirim Tercihleri',
    home: 'Ana Sayfa',
    avatarLabel: (name: string) => `${name} profil fotoğrafı`,
    changePhoto: 'Profil fotoğrafını değiştir',
    editButton: 'Profili Düzenle',
    logout: 'Çıkış Yap',
    loggingOut: 'Çıkış yapılıyor...',
    loadError: 'Profil sayfası yüklenirken bir hata oluştu',
    statsLabel: 'Hesap özeti',
    totalSpend: 'Toplam Harcama',
    totalSpendTips: (amount: string) => `Bahşiş dahil: ${amount}`, // ours
    favorites: 'Favori Restoranlar',
    feedbacks: 'Feedbacklerim',
    settings: 'Ayarlar',
    notificationPrefs: 'Bildirim Tercihleri',
    paymentMethods: 'Ödeme Yöntemleri',
    help: 'Yardım ve Destek',
    editPage: {
      photo: 'Profil Fotoğrafı',
      choosePhoto: 'Fotoğraf Seç',
      photoHint: 'JPEG, PNG veya GIF, en fazla 2 MB',
      photoPreview: 'Yeni profil fotoğrafının önizlemesi',
      fields: {
        name: 'Ad Soyad',
        email: 'E-posta',
        // Ours: changing the e-mail asks for the password (docs/decisions/010).
        currentPassword: 'Mevcut Şifre',
        currentPasswordHint: 'E-posta adresinizi değiştirmek için mevcut şifrenizi girin.',
        phone: 'Telefon',
        street: 'Adres',
        city: 'Şehir',
        state: 'İlçe',
        postalCode: 'Posta Kodu',
        country: 'Ülke',
      },
      addressLegend: 'Adres Bilgileri',
      save: 'Kaydet',
      saving: 'Kaydediliyor...',
      success: 'Profil başarıyla güncellendi',
      noChanges: 'Kaydedilecek bir değişiklik yok.',
      errors: {
        updateHttp: (status: number) => `Profil güncelleme başarısız (HTTP ${status})`,
        updateUnexpected: 'Profil güncelleme yanıtı beklenenden farklı.',
        updateNoToken: 'Profil güncellemek için giriş yapmalısınız.',
        updateDefault: 'Profil güncellenirken bir hata oluştu.',
        avatarNoToken: 'Avatar yüklemek için giriş yapmalısınız.',
        avatarHttp: (status: number) => `Avatar yükleme başarısız (HTTP ${status})`,
        avatarUnexpected: 'Avatar yükleme yanıtı beklenenden farklı.',
        avatarDefault: 'Avatar yüklenirken bir hata oluştu.',
        preview: 'Resim önizlemesi oluşturulamadı.',
        process: 'Resim işlenemedi.',
        load: 'Resim yüklenirken bir hata oluştu.',
        read: 'Dosya okuma hatası',
      },
    },
    notifications: {
      groups: {
        push: 'Anlık Bildirimler',
        email: 'E-posta Bildirimleri',
        sms: 'SMS Bildirimleri',
      },
      items: {
        order_status: {
          title: 'Sipariş Durumu',
          description: 'Siparişinizin durumu değiştiğinde bildirim alın',
        },
        order_ready: {
          title: 'Sipariş Hazır',
          description: 'Siparişiniz hazır olduğunda haber verelim',
        },
        special_offers: {
          title: 'Özel Teklifler',
          description: 'Restoranların kampanya ve indirimlerinden haberdar olun',
        },
        marketing_emails: {
          title: 'Kampanya E-postaları',
          description: 'Fırsatlar ve kampanyalar e-posta ile gelsin',
        },
        newsletter: {
          title: 'Bülten',
          description: 'Aylık yenilikler ve öneriler',
        },
        sms_alerts: {
          title: 'SMS Uyarıları',
          description: 'Önemli sipariş bilgileri SMS ile gelsin',
        },
      },
      save: 'Tercihleri Kaydet',
      saving: 'Kaydediliyor...',
      saved: 'Bildirim tercihleri başarıyla kaydedildi',
      back: 'Profile dön',
      localNote: 'Tercihleriniz yalnızca bu cihazda saklanır.',
    },
    payment: {
      title: 'Ödeme Yöntemleri',
      listLabel: 'Kayıtlı kartlar',
      empty: 'Kayıtlı ödeme yönteminiz yok.',
      add: 'Yeni Kart Ekle',
      addTitle: 'Yeni Kart',
      editTitle: 'Kartı Düzenle',
      fields: {
        cardNumber: 'Kart Numarası',
        cardHolder: 'Kart Üzerindeki İsim',
        expiry: 'Son Kullanma Tarihi (AA/YY)',
        cvv: 'CVV',
      },
      reenter: 'Güvenliğiniz için kart numarasını ve CVV kodunu yeniden girin.',
      save: 'Kaydet',
      saving: 'Kaydediliyor...',
      cancel: 'Vazgeç',
      makeDefault: 'Varsayılan Yap',
      isDefault: 'Varsayılan',
      edit: 'Düzenle',
      remove: 'Sil',
      expires: (expiry: string) => `Son kullanma: ${expiry}`,
      types: { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', other: 'Kart' },
      cardName: (type: string, last4: string) => `${type} •••• ${last4}`,
      added: 'Ödeme yöntemi başarıyla eklendi',
      updated: 'Ödeme yöntemi başarıyla güncellendi',
      deleted: 'Ödeme yöntemi başarıyla silindi',
      defaultUpdated: 'Varsayılan ödeme yöntemi güncellendi',
      localNote:
        'Kart bilgileriniz sunucuya gönderilmez: bu cihazda yalnızca maskelenmiş numara saklanır, CVV hiç saklanmaz.',
    },
  },
  // The scan page is in English (000 §2.7, §8.5); its texts live here with all the others.
  qrScan: {
    title: 'QR Code Scan',
    cameraLabel: 'Camera view',
    initializing: 'Initializing camera',
    success: 'QR code scanned',
    stop: 'Stop',
    start: 'Start Scanning',
    photo: 'Scan from a photo',
    /** Ours: the code printed under a table's QR code, typed (ADR 015). */
    tableCode: {
      label: 'Table code',
      hint: 'Printed under the QR code on your table.',
      open: 'Open Table',
      notFound: 'No table has this code. Check the code under the QR code and try again.',
    },
    howToUse: 'How to Use',
    steps: [
      'Place the QR code in the center of the camera.',
      'Scanning happens automatically.',
      'You are redirected to the menu page after a successful scan.',
    ],
    cantScan: "Can't scan the QR code?",
    businessList: 'View Business List',
    nav: {
      label: 'Scan page menu',
      home: 'Home',
      qr: 'QR Scan',
      orders: 'Orders',
      profile: 'Profile',
    },
    errors: {
      noCameras: 'No available cameras found.',
      initFailed: 'Could not initialize camera',
      startFailed: 'Could not start QR scanning',
      denied: 'Camera access denied. Please enable camera permission in your browser settings.',
      prompt:
        'You will be asked for camera permission. Please allow it to enable QR code scanning.',
      unparsable: 'QR code could not be parsed. Please scan a valid QR code.',
      missingInfo: 'Business or table information not found in QR code.',
      tableLookup: 'Could not get table information. Please try again or scan a different QR code.',
      unexpected: 'An unexpected error occurred while processing the QR code.',
      processing: 'An error occurred while processing the QR code. Please try again.',
    },
  },
  // /table/{tableId}?business=… opened by a phone's camera app.
  tableLink: {
    title: 'Masa',
    notFound: 'Masa bilgisi bulunamadı',
    scan: 'QR Kod Okut',
  },
  businesses: {
    title: 'İşletmeler',
    searchLabel: 'İşletme ara',
    searchPlaceholder: 'İşletme veya şehir ara...',
    listLabel: 'İşletme listesi',
    none: 'Şu anda listelenecek işletme yok.',
    noMatch: 'Aramanıza uygun işletme bulunamadı.',
    rating: (average: string, count: number) => `${average} puan, ${count} değerlendirme`,
    noRating: 'Henüz değerlendirme yok',
  },
  menu: {
    title: 'Menü',
    productTitle: 'Ürün Detayı',
    searchLabel: 'Ürün ara',
    searchPlaceholder: 'Ürün ara...',
    clearSearch: 'Aramayı temizle',
    refresh: 'Menüyü yenile',
    refreshFailed: 'Menü yenilenirken hata oluştu',
    loading: 'Ürünler yükleniyor...',
    empty: 'Ürün bulunamadı.',
    noSearchMatch: 'Aramanıza uygun ürün bulunamadı.',
    emptyCategory: 'Bu kategoride ürün bulunmuyor.',
    all: 'Tümü',
    categoriesLabel: 'Kategoriler',
    filtersLabel: 'Filtreler',
    filters: {
      featured: 'Öne Çıkanlar',
      discounted: 'İndirimli',
      campaign: 'Kampanyalı',
      monthly: 'Ayın Özeli',
    },
    productsLabel: 'Ürünler',
    businessIdMissing: "İşletme ID'si bulunamadı",
    loadFailed: 'Menü bilgileri yüklenirken bir hata oluştu.',
    businessFailed: 'İşletme bilgisi bulunamadı veya yüklenemedi.',
    businessNotFound: 'İşletme bulunamadı', // ours
    businessNotFoundHint:
      'Bu bağlantıdaki işletme kayıtlı değil. Masanızdaki QR kodu okutabilir ya da ana sayfaya dönebilirsiniz.', // ours
    backHome: 'Ana Sayfaya Dön', // ours
    retry: 'Tekrar Dene',
    table: (name: string, number: number) => `${name} · Masa ${number}`,
    ratingLabel: (rating: string, count: number) => `Puan ${rating} / 5, ${count} değerlendirme`,
    phoneLabel: (phone: string) => `İşletmeyi ara: ${phone}`,
    campaignsLabel: 'Kampanyalar',
    readOnly:
      'Bu menüyü yalnızca inceleyebilirsiniz. Sipariş vermek için masanızdaki QR kodu okutun.',
    scanQr: 'QR Kod Okut',
    signInNotice: 'Sipariş vermek için giriş yapmalısınız.',
    login: 'Giriş Yap',
    register: 'Kayıt Ol',
    cartLink: (count: number) => `Sepete git, ${count} ürün`,
    addToCart: 'Sepete Ekle',
    addToCartLabel: (name: string) => `${name} sepete ekle`,
    added: (name: string) => `${name} sepete eklendi`,
    otherBusinessRemoved: 'Sepetinizdeki başka bir işletmenin ürünleri çıkarıldı.',
    unavailable: 'Şu anda mevcut değil',
    orderingPaused: 'İşletme şu anda sipariş almıyor', // ours, the server's answer too
    discount: (percent: number) => `%${percent} indirim`,
    oldPrice: (price: string) => `İndirimsiz fiyat ${price}`,
    dietary: { vegetarian: 'Vejetaryen', vegan: 'Vegan', glutenFree: 'Glutensiz' },
    detailsLabel: (name: string) => `${name} ayrıntıları`,
  },
  product: {
    required: 'Zorunlu',
    extras: 'Ekstralar',
    notes: 'Ürün Notu',
    notesPlaceholder: 'Örneğin: az pişmiş olsun',
    notesCount: (length: number, max: number) => `${length}/${max}`,
    quantity: 'Adet',
    decrease: 'Adedi azalt',
    increase: 'Adedi artır',
    addWithPrice: (price: string) => `Sepete Ekle · ${price}`,
    close: 'Kapat',
    ingredients: 'İçindekiler',
    allergens: 'Alerjenler',
    preparationTime: (minutes: number) => `Hazırlama süresi: ${minutes} dk`,
    backToMenu: 'Menüye Dön',
    loadFailed: 'Ürün bilgisi yüklenemedi.',
    extraPrice: (price: string) => `+${price}`,
  },
  cart: {
    title: 'Sepetim',
    itemsLabel: 'Sepetteki ürünler',
    empty: 'Sepetiniz boş.',
    goToMenu: 'Menüye Git',
    clear: 'Sepeti Boşalt',
    clearConfirm: 'Sepeti boşaltmak istediğinize emin misiniz?',
    clearYes: 'Evet, Boşalt',
    cancel: 'Vazgeç',
    remove: (name: string) => `${name} sepetten çıkar`,
    decrease: (name: string) => `${name} adedini azalt`,
    increase: (name: string) => `${name} adedini artır`,
    quantity: (name: string, quantity: number) => `${name}: ${quantity} adet`,
    unitPrice: (price: string) => `Birim fiyat ${price}`,
    extra: (names: string) => `Ekstra: ${names}`,
  },
  checkout: {
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
    placeOrder: 'Siparişi Onayla',
    addToOrder: 'Siparişe Ekle',
    sending: 'Gönderiliyor...',
    activeOrder: 'Masanızda aktif bir siparişiniz var: sepetteki ürünler bu siparişe eklenecek.',
    missingTable: 'Masa veya işletme bilgisi eksik. Lütfen QR kodu tekrar tarayın.',
    cartEmpty: 'Sepetiniz boş.',
    created: 'Siparişiniz başarıyla oluşturuldu!',
    itemsAdded: 'Ürünler mevcut siparişinize eklendi!',
    sessionFailed: (reason: string) =>
      `Siparişiniz oluşturuldu, ancak masa oturumu başlatılamadı: ${reason}`,
  },
  // Orders, table panel, edit order, waiter, messages (001 §2, §4, §5, §8). Texts marked
  // "ours" are not quoted by the documents.
  orders: {
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
    emptyActive: 'Aktif siparişiniz bulunmuyor.', // ours
    emptyHistory: 'Geçmiş siparişiniz bulunmuyor.', // ours
    scanQr: 'QR Kod Okut',
    loading: 'Siparişler yükleniyor...', // ours
    loadFailed: 'Siparişler yüklenemedi.',
    /** Ours: GET /orders/user answers 100 orders a page; older ones on request. */
    loadOlder: 'Daha Eski Siparişleri Göster',
    olderFailed: 'Eski siparişler yüklenemedi. Lütfen tekrar deneyin.',
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
      date: 'Tarih',
      items: 'Ürünler',
      quantity: (name: string, quantity: number) => `${quantity} × ${name}`,
      removals: 'Çıkarılsın:',
      extras: 'Ekstra:',
      serviceCharge: 'Servis ücreti:',
      note: 'Not:',
      paid: 'Ödendi',
      partlyPaid: (paid: number, quantity: number) => `Kısmen Ödendi (${paid}/${quantity})`,
      serviceCharges: 'Hizmet Bedelleri', // ours
      subtotal: 'Ara Toplam', // ours
      vat: 'KDV',
      tip: 'Bahşiş',
      total: 'Toplam',
      unknownBusiness: 'Bilinmeyen İşletme',
      unknownTable: 'Bilinmeyen Masa',
      unknownProduct: 'Ürün',
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
      waiterCallFailed: 'Garson çağrılamadı.',
      sendMessage: 'Mesaj Gönder',
      requestBill: 'Hesap İste',
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
      failed: 'Mesaj gönderilemedi',
      missing: 'Mesaj gönderilemedi: Gerekli bilgiler eksik',
      noUser: 'Kullanıcı bilgileri bulunamadı',
    },
    bill: {
      // The bill issue replaces this dialog with the full one (001 §2 Bill-request dialog).
      title: 'Hesap İste',
      text: 'Hesabınızı ödeme ekranından isteyebilir ya da ürün ürün bölebilirsiniz.', // ours
      cancel: 'Vazgeç',
      split: 'Hesabı Böl',
      request: 'Hesap İste',
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
      renewed: 'Düzenleme süreniz yenilendi.',
      updated: 'Sipariş başarıyla güncellendi',
      needsItem: 'Sipariş en az bir ürün içermelidir',
      updateFailed: 'Sipariş güncellenemedi',
      loadFailed: 'Sipariş bilgileri alınamadı',
      debugLine: (canEdit: boolean, until: string) =>
        `canEdit: ${canEdit ? 'evet' : 'hayır'} · editableUntil: ${until}`,
      debugCheck: 'Düzenleme Durumunu Kontrol Et', // ours
      checkFailed: 'Düzenleme durumu kontrol edilirken bir hata oluştu',
    },
    realtime: {
      itemStatusChanged: 'Sipariş durumu güncellendi.',
      lost: 'Bağlantı koptu, yeniden bağlanılıyor...', // ours (001 §8: texts not shown)
      restored: 'Bağlantı yeniden kuruldu', // ours
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
  },
  // A bill's figures wherever they are shown (order card, bill dialog, split, payment screen,
  // cart): the one bill model's figures (ADR 027). VAT inside the prices reads "(dahil)".
  billFigures: {
    label: 'Hesap Özeti', // ours
    lines: 'Hesaptaki ürünler', // ours
    line: (name: string, quantity: number) => `${quantity} × ${name}`,
    subtotal: 'Ara Toplam',
    discount: 'İndirim',
    serviceCharge: 'Hizmet Bedeli', // ours
    vatIncluded: (rate: number) => `KDV %${rate} (dahil)`,
    vatAdded: (rate: number) => `KDV %${rate}`,
    total: 'Toplam',
    paid: 'Ödenen', // ours
    tips: 'Bahşiş',
    paidTotal: 'Toplam Ödenen', // ours
    left: 'Kalan Tutar', // ours
    tipsIncluded: 'Bahşiş dahil', // ours
    free: 'Ücretsiz',
    includedIn: (charge: string) => `(${charge} dahil)`, // ours
    freeUnits: (count: number, charge: string | null) =>
      charge ? `${count} adet ücretsiz (${charge} dahil)` : `${count} adet ücretsiz`, // ours
    linePaid: 'Ödendi',
    linePartlyPaid: (paid: number, quantity: number) => `${paid}/${quantity} ödendi`, // ours
  },
  // Bill, split bill and payment screen (001 §2, §4, §5, §8, §9).
  bill: {
    splitTitle: 'Hesabı Böl',
    paymentTitle: 'Ödeme',
    requestTitle: 'Hesap İste',
    loading: 'Hesap bilgileri yükleniyor...', // ours
    summary: 'Sipariş Özeti', // ours
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
      soon: 'Yakında',
      people: 'Kişi Sayısı',
      perPerson: (amount: string) => `Kişi başı ${amount}`, // ours
    },
    cancel: 'İptal',
    split: 'Hesabı Böl',
    request: 'Hesap İste',
    sending: 'Gönderiliyor...', // ours
    allPaid: 'Tüm Ürünler Ödendi',
    requested: 'Hesap isteğiniz alındı!',
    continuePayment: 'Ödemeye Devam Et',
    // NOTE: ADR 022: 'Ödemeye Devam Et' is shown disabled with this state.
    requestedState: 'Hesabınız istendi; ödemeyi garsonunuz masanızda alacak.', // ours
    paidNotice: 'Ödemeniz alındı. Teşekkür ederiz!', // ours
    errors: {
      noOrderId: 'Sipariş ID bulunamadı',
      noBusiness: 'İşletme bilgisi bulunamadı',
      failed: 'Hesap isteği gönderilemedi.',
      notFound: 'Hesap istenilecek sipariş bulunamadı.',
      withReason: (reason: string) => `Hesap isteği gönderilirken hata: ${reason}`,
      generic: 'Hesap istenirken bir hata oluştu.',
      orderLoad: 'Sipariş bilgisi yüklenemedi',
    },
    splitPage: {
      intro: 'Ödemek istediğiniz ürünlerin adedini seçin.', // ours
      itemsLabel: 'Ödenecek ürünler', // ours
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
      statuses: { pending: 'Onay bekliyor', approved: 'Onaylandı', rejected: 'Reddedildi' }, // ours
    },
    paymentPage: {
      splitGerman: 'Hesabı Böl (Alman Usulü)',
      savedCards: 'Kayıtlı Kartlar', // ours
    },
  },
  // Ratings (001 §2 Feedbacks list, Feedback form, home 'Geri Bildirim Bekleyenler'; §5, §8).
  feedback: {
    listTitle: 'Değerlendirmelerim',
    pendingTitle: 'Geri Bildirim Bekleyenler',
    prompt: 'Siparişinizi nasıl buldunuz? Değerlendirmeniz diğer misafirlere yol gösterir.', // ours
    rate: 'Değerlendir', // ours
    order: (number: string, business: string) => `Sipariş #${number} · ${business}`,
    formTitle: 'Değerlendirme', // ours
    targetsLabel: 'Değerlendirilecekler', // ours
    businessTarget: (name: string) => `İşletme: ${name}`, // ours
    productTarget: (name: string) => `Ürün: ${name}`, // ours
    done: 'Değerlendirildi ✓',
    ratingLabel: 'Puan', // ours
    star: (value: number) => `${value} yıldız`, // ours
    ratingRequired: 'Lütfen 1 ile 5 arasında bir puan seçin.',
    comment: 'Yorumunuz (isteğe bağlı)', // ours
    counter: (length: number, max: number) => `${length}/${max}`,
    submit: 'Gönder', // ours
    sending: 'Gönderiliyor...',
    close: 'Kapat',
    back: 'Geri',
    thanks: 'Değerlendirmeniz için teşekkürler!',
    createFailed: 'Yorum oluşturulurken bir hata oluştu.',
    noTarget: 'Değerlendirme hedefi bulunamadı (ID eksik).',
    nonePending: 'Harika! Şu anda geri bildirim bekleyen siparişiniz bulunmuyor.',
    orderDone: 'Teşekkürler! Bu sipariş için tüm geri bildirimleriniz alındı.',
    loadFailed: 'Geribildirimler alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
    empty: 'Henüz bir değerlendirme yapmadınız.', // ours
    scan: 'QR Kod Okut',
    listLabel: 'Değerlendirmeleriniz', // ours
    stars: (rating: number) => `${rating}/5`,
    starsLabel: (rating: number) => `5 üzerinden ${rating} yıldız`, // ours
  },
  info: {
    termsTitle: 'Kullanım Koşulları',
    privacyTitle: 'Gizlilik Politikası',
    inviteTitle: 'Arkadaşını Davet Et',
    favoritesTitle: 'Favorilerim',
    favoritesText: 'Bu sayfa yakında aktif olacaktır',
    helpTitle: 'Yardım ve Destek',
    helpText: 'Yardım ve Destek Sayfası yakında aktif olacaktır',
    invite: {
      headline: 'Arkadaşlarını davet et, puan kazan',
      reward: 'Davet ettiğin her arkadaşın için 50 puan kazanırsın.',
      stepsTitle: 'Nasıl çalışır?',
      steps: [
        'Davet bağlantını arkadaşınla paylaş.',
        'Arkadaşın bu bağlantıyla Masa’ya kayıt olsun.',
        'Kayıt tamamlanınca hesabına 50 puan eklenir.',
      ],
      linkLabel: 'Davet bağlantın',
      copy: 'Bağlantıyı Kopyala',
      copied: 'Bağlantı kopyalandı',
      copyFailed: 'Bağlantı kopyalanamadı; lütfen elle seçip kopyalayın.',
      share: 'Paylaş',
      shareText: 'Masa ile masadan sipariş ver! Bu bağlantıyla kayıt ol:',
      points: 'Puanın',
      pointsValue: (points: number) => `${points} puan`,
      signedOut: 'Davet bağlantını görmek için giriş yap ya da kayıt ol.',
      login: 'Giriş Yap',
      register: 'Kayıt Ol',
    },
    terms: {
      updated: 'Son güncelleme: 2025',
      sections: [
        {
          title: 'Hizmet',
          text: 'Masa, restoran ve kafelerde masadaki QR kodu okutarak menüyü görmenizi, sipariş vermenizi ve hesabınızı takip etmenizi sağlar. Siparişleriniz ilgili işletmeye iletilir; ürünlerin hazırlanması ve sunumu işletmenin sorumluluğundadır.',
        },
        {
          title: 'Hesabınız',
          text: 'Kayıt olurken doğru bilgiler vermeli ve şifrenizi kimseyle paylaşmamalısınız. Hesabınızla yapılan işlemlerden siz sorumlusunuz. 18 yaşından küçükler kayıt olamaz.',
        },
        {
          title: 'Siparişler ve ödemeler',
          text: 'Fiyatlar Türk lirası cinsindendir ve KDV dahildir. Bir siparişin tutarı işletmenin güncel fiyatlarıyla sunucuda hesaplanır. Onaylanan siparişler yalnızca düzenleme süresi içinde değiştirilebilir.',
        },
        {
          title: 'Puanlar',
          text: 'Davet ettiğiniz her arkadaşınız kayıt olduğunda hesabınıza 50 puan eklenir. Puanların nakde çevrilmesi mümkün değildir.',
        },
      ],
    },
    privacy: {
      updated: 'Son güncelleme: 2025',
      sections: [
        {
          title: 'Topladığımız bilgiler',
          text: 'Adınız, e-posta adresiniz, telefonunuz, doğum tarihiniz ve adresiniz hesabınız için; siparişleriniz ve değerlendirmeleriniz hizmeti sunmak için saklanır.',
        },
        {
          title: 'Kart bilgileri',
          text: 'Kayıtlı kartlarınız yalnızca cihazınızda, maskelenmiş olarak tutulur; kart numaranız ve CVV kodunuz sunucularımıza gönderilmez.',
        },
        {
          title: 'Paylaşım',
          text: 'Siparişiniz için gereken bilgiler yalnızca sipariş verdiğiniz işletmeyle paylaşılır. Bilgileriniz reklam amacıyla üçüncü kişilere satılmaz.',
        },
        {
          title: 'Haklarınız',
          text: '6698 sayılı KVKK kapsamında bilgilerinize erişme, düzeltilmesini ve silinmesini isteme hakkınız vardır. Profil sayfanızdan bilgilerinizi dilediğiniz zaman güncelleyebilirsiniz.',
        },
      ],
    },
  },
} as const;
