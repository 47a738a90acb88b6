/** The printing routes' answers (issue 33), Turkish first; English in lib/english/printing-messages.ts. */
export const PRINTING_MESSAGES = {
  reprinted: (jobs: number) => `${jobs} fiş yeniden yazdırılıyor`,
  prebillPrinted: 'Ara hesap yazdırılıyor',
  noStationPrinter: 'Bu siparişin istasyonlarına yazıcı tanımlı değil',
  noReceiptPrinter: 'Fiş yazıcısı tanımlı değil',
  nothingToReprint: 'Siparişte mutfağa gitmiş ürün yok',
  nothingOpen: 'Masada ödenmemiş sipariş yok',
  orderNotFound: 'Sipariş bulunamadı',
  tableNotFound: 'Masa bulunamadı',
} as const;
