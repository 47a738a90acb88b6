export const home = {
  title: 'Masa',
  login: 'Giriş Yap',
  greeting: (firstName: string) => `Merhaba, ${firstName}`,
  /** A guest has no name to greet (issue 30). */
  greetingGuest: 'Merhaba',
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
    missing: 'İşletme veya masa bilgisi eksik',
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
} as const;
