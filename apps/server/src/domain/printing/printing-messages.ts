/** The printing routes' answers (issue 33), Turkish first; English in lib/english/printing-messages.ts. */
export const PRINTING_MESSAGES = {
  reprinted: (jobs: number) => `${jobs} fiş yeniden yazdırılıyor`,
  prebillPrinted: 'Ara hesap yazdırılıyor',
  orderNotFound: 'Sipariş bulunamadı',
  tableNotFound: 'Masa bulunamadı',
} as const;
