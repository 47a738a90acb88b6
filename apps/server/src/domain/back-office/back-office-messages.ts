/** Turkish answers of the back-office routes (issue 17 §2, §3). */
export const BACK_OFFICE_ANSWERS = {
  soldOut: (name: string) => `${name} tükendi olarak işaretlendi`,
  backInStock: (name: string) => `${name} yeniden sipariş verilebilir`,
  orderingPaused: 'Siparişler durduruldu; yeni sipariş alınmıyor',
  orderingResumed: 'Siparişler yeniden açıldı',
  tableCreated: (name: string) => `${name} eklendi`,
  tableUpdated: (name: string) => `${name} güncellendi`,
  tableNotFound: 'Masa bulunamadı',
} as const;
