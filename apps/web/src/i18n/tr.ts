/**
 * Every Turkish text the diner sees, grouped by area. Texts quoted by the specification
 * (../shared/spec) are copied verbatim; add a section for a new area rather than inlining
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
  },
  auth: {
    loginTitle: 'Giriş Yap',
    registerTitle: 'Kayıt Ol',
    forgotPasswordTitle: 'Şifremi Unuttum',
    resetPasswordTitle: 'Şifre Sıfırlama',
    verifyTitle: 'Doğrulama',
  },
  profile: {
    title: 'Profilim',
    editTitle: 'Profili Düzenle',
    notificationsTitle: 'Bildirim Tercihleri',
  },
  qrScan: {
    title: 'QR Kod Tara',
  },
  businesses: {
    title: 'İşletmeler',
  },
  menu: {
    title: 'Menü',
    productTitle: 'Ürün Detayı',
  },
  cart: {
    title: 'Sepetim',
  },
  orders: {
    title: 'Siparişlerim',
    tableTitle: 'Masa Siparişleri',
    editTitle: 'Siparişi Düzenle',
  },
  bill: {
    splitTitle: 'Hesabı Böl',
    paymentTitle: 'Ödeme',
  },
  feedback: {
    listTitle: 'Değerlendirmelerim',
  },
  info: {
    termsTitle: 'Kullanım Koşulları',
    privacyTitle: 'Gizlilik Politikası',
    inviteTitle: 'Arkadaşını Davet Et',
    favoritesTitle: 'Favorilerim',
    favoritesText: 'Bu sayfa yakında aktif olacaktır',
    helpTitle: 'Yardım ve Destek',
    helpText: 'Yardım ve Destek Sayfası yakında aktif olacaktır',
  },
} as const;
