// /table/{tableId}?business=… opened by a phone's camera app (001 §8 Tables).
export const tableLink = {
  title: 'Masa',
  notFound: 'Masa bilgisi bulunamadı',
  noMatch: 'Bu QR kod ile eşleşen masa bulunamadı.',
  retry: 'Masa bilgisi alınırken hata oluştu. Lütfen tekrar deneyin.',
  failed: 'Masa bilgileri getirilemedi',
  tryAgain: 'Tekrar Dene',
  scan: 'QR Kod Okut',
} as const;
