/** Turkish answers of walk-outs and open accounts (issue 32 item 4, ADR 076). */
export const WALKOUT_MESSAGES = {
  walkedOut: (count: number) =>
    count === 1
      ? 'Sipariş ödenmedi olarak kapatıldı'
      : `${count} sipariş ödenmedi olarak kapatıldı`,
  movedToAccount: (name: string) => `Hesap veresiyeye aktarıldı: ${name}`,
  notServed: (orderNumber: number) =>
    `#${orderNumber} servis edilmedi: yalnızca servis edilmiş siparişler kapatılabilir`,
  paid: (orderNumber: number) => `#${orderNumber} ödendi, kapatılamaz`,
  closed: (orderNumber: number) => `#${orderNumber} zaten kapatıldı`,
  nothingOpen: 'Bu masada ödenmemiş servis edilmiş sipariş yok',
  amountChanged: (left: string) => `Kalan tutar değişti: ${left}. Lütfen yeniden kontrol edin`,
  managerOnly: 'Ödenmedi olarak kapatmak için yönetici onayı gerekir',
  customerRequired: 'Müşterinin adını yazın (en fazla 100 karakter)',
  accountNotFound: 'Veresiye hesabı bulunamadı',
  accountSettled: 'Bu veresiye hesabı kapandı; müşteri için yeni hesap açın',
  tableNotFound: 'Masa bulunamadı',
};
