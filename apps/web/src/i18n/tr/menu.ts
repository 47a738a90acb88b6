export const menu = {
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
  /** Before '(Hata Kodu: {status})' when the menu calls answered without words (001 §8). */
  service: 'Menü getirilirken bir hata oluştu',
  businessService: 'İşletme bilgisi alınamadı',
  tableService: 'Masa bilgileri getirilirken bir hata oluştu',
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
  campaignCode: (code: string) => `Kod: ${code}`, // ours
  tableFailed: 'Masa bilgisi alınamadı',
  // Ours (ADR 036): no table yet; the cart asks for it when the diner orders.
  browseOnly: 'Sepetinizi hazırlayın; sipariş verirken masanızı seçmeniz istenir.',
  scanQr: 'QR Kod Okut',
  cartLink: (count: number) => `Sepete git, ${count} ürün`,
  addToCart: 'Sepete Ekle',
  addToCartLabel: (name: string) => `${name} sepete ekle`,
  added: (name: string) => `${name} sepete eklendi`,
  /** Issue 30: added offline at a table; ours. */
  addedWaiting: (name: string) =>
    `${name} telefonunuzda bekliyor; bağlantı gelince masanın sepetine eklenecek`,
  otherBusinessRemoved: 'Sepetinizdeki başka bir işletmenin ürünleri çıkarıldı.',
  unavailable: 'Şu anda mevcut değil',
  orderingPaused: 'İşletme şu anda sipariş almıyor', // ours, the server's answer too
  discount: (percent: number) => `%${percent} indirim`,
  oldPrice: (price: string) => `İndirimsiz fiyat ${price}`,
  dietary: { vegetarian: 'Vejetaryen', vegan: 'Vegan', glutenFree: 'Glutensiz' },
  detailsLabel: (name: string) => `${name} ayrıntıları`,
  // A constant name; aria-pressed says whether it is chosen (issue 30). Ours.
  favorite: (name: string) => `Favori: ${name}`,
  // Ours (issue 21 §5, ADR 045): the allergen control and what the menu marks or hides.
  allergensButton: (count: number) => (count > 0 ? `Alerjenlerim (${count})` : 'Alerjenlerim'),
  allergenMark: (names: string) => `Alerjen: ${names}`,
  allergenHidden: (count: number) => `Kaçındığınız alerjenleri içeren ${count} ürün gizlendi.`,
} as const;
