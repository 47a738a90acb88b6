export const businesses = {
  title: 'İşletmeler',
  searchLabel: 'İşletme ara',
  searchPlaceholder: 'İşletme veya şehir ara...',
  listLabel: 'İşletme listesi',
  none: 'Şu anda listelenecek işletme yok.',
  noMatch: 'Aramanıza uygun işletme bulunamadı.',
  rating: (average: string, count: number) => `${average} puan, ${count} değerlendirme`,
  noRating: 'Henüz değerlendirme yok',
} as const;
