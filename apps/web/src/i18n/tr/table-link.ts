// /table/{tableId}?business=… opened by a phone's camera app.
export const tableLink = {
  title: 'Masa',
  notFound: 'Masa bilgisi bulunamadı',
  scan: 'QR Kod Okut',
} as const;
