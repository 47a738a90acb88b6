/** Turkish answers of the corrections routes (issue 32 §1, ADR 073); English in lib/english. */
export const CORRECTION_MESSAGES = {
  approvalRequired: (limit: string) =>
    `Bu düzeltme için yönetici onayı gerekli (${limit} üzeri ya da teslim edilmiş ürün)`,
  walkoutNeedsManager: 'Ödenmedi kaydı için yönetici onayı gerekli',
  approverNotFound: 'Onaylayan yönetici bu işletmede bulunamadı',
  approverNotManager: 'Onayı yalnızca işletme sahibi ya da yönetici verebilir',
  approverHasNoPin: 'Bu yöneticinin onay PIN’i yok; önce Ayarlar’dan PIN belirlemeli',
  wrongPin: 'Onay PIN’i yanlış',
  pinSaved: 'Onay PIN’iniz kaydedildi',
  limitSaved: 'Onay sınırı kaydedildi',
  reasonsSaved: 'Sebepler kaydedildi',
  lineChanged: (name: string, quantity: number) =>
    `${name} siz bakarken değişti; şimdi ${quantity} adet. Ekranı yenileyip tekrar deneyin.`,
  linePaid: (name: string) => `${name} için ödeme alındı, değiştirilemez`,
  unitsPaid: (name: string, unpaid: number) =>
    `${name} için yalnızca ödenmemiş ${unpaid} adet değiştirilebilir`,
  voided: (name: string, quantity: number) => `${quantity} × ${name} iptal edildi`,
  ikramGiven: (name: string, quantity: number) => `${quantity} × ${name} ikram edildi`,
  reasonRequired: 'Bir sebep seçin ya da yazın',
} as const;
