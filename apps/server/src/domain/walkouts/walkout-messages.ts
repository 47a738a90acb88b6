/** Turkish answers of walk-outs and open accounts (issue 32 item 4, ADR 076). */
export const WALKOUT_MESSAGES = {
  walkedOut: (count: number) =>
    count === 1
      ? 'Sipariş ödenmedi olarak kapatıldı'
      : `${count} sipariş ödenmedi olarak kapatıldı`,
  movedToAccount: (name: string) => `Hesap veresiyeye aktarıldı: ${name}`,
  paid: (orderNumber: number) => `#${orderNumber} ödendi, kapatılamaz`,
  closed: (orderNumber: number) => `#${orderNumber} zaten kapatıldı`,
  tableNotFound: 'Masa bulunamadı',
};
