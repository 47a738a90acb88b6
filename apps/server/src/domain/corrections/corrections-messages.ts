/** Turkish answers of the corrections routes (issue 32 §1, ADR 073); English in lib/english. */
export const CORRECTION_MESSAGES = {
  approvalRequired: (limit: string) =>
    `Bu düzeltme için yönetici onayı gerekli (${limit} üzeri ya da teslim edilmiş ürün)`,
  walkoutNeedsManager: 'Ödenmedi kaydı için yönetici onayı gerekli',
  approverNotFound: 'Onaylayan yönetici bu işletmede bulunamadı',
  approverNotManager: 'Onayı yalnızca işletme sahibi ya da yönetici verebilir',
  approverHasNoPin: 'Bu yöneticinin onay PIN’i yok; önce Ayarlar’dan PIN belirlemeli',
  wrongPin: 'Onay PIN’i yanlış',
  tooManyPins: (minutes: number) =>
    `Bu yönetici için çok fazla yanlış PIN girildi. ${minutes} dakika sonra tekrar deneyin.`,
  wrongPassword: 'Şifre yanlış',
  pinSaved: 'Onay PIN’iniz kaydedildi',
  limitSaved: 'Onay sınırı kaydedildi',
  reasonsSaved: 'Sebepler kaydedildi',
  lineVoided: (name: string) => `${name} zaten iptal edilmiş`,
  lineChanged: (name: string, quantity: number) =>
    `${name} siz bakarken değişti; şimdi ${quantity} adet. Ekranı yenileyip tekrar deneyin.`,
  linePaid: (name: string) => `${name} için ödeme alındı, değiştirilemez`,
  unitsPaid: (name: string, unpaid: number) =>
    `${name} için yalnızca ödenmemiş ${unpaid} adet değiştirilebilir`,
  kitchenStarted: (name: string) =>
    `${name} mutfakta hazırlanmaya başladı; “İptal (zayi)” olarak iptal edin`,
  voided: (name: string, quantity: number) => `${quantity} × ${name} iptal edildi`,
  alreadyIkram: (name: string) => `${name} zaten ikram`,
  ikramGiven: (name: string, quantity: number) => `${quantity} × ${name} ikram edildi`,
  reasonNotFound: 'Sebep bu işletmenin listesinde bulunamadı',
  reasonArchived: 'Bu neden artık listede değil; listeyi yenileyin',
  reasonRequired: 'Bir sebep seçin ya da yazın',
} as const;
