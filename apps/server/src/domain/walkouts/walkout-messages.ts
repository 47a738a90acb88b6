/** Turkish answers of walk-outs and open accounts (issue 32 item 4, ADR 076). */
export const WALKOUT_MESSAGES = {
  paid: (orderNumber: number) => `#${orderNumber} ödendi, kapatılamaz`,
  closed: (orderNumber: number) => `#${orderNumber} zaten kapatıldı`,
  tableNotFound: 'Masa bulunamadı',
};
