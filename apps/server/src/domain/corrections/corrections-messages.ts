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
  reasonNotFound: 'Sebep bu işletmenin listesinde bulunamadı',
  reasonRequired: 'Bir sebep seçin ya da yazın',
} as const;
