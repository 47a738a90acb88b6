/** Turkish answers of the service-settings routes (issue 17 §4). */
export const SETTINGS_ANSWERS = {
  profileSaved: 'İşletme bilgileri kaydedildi',
  paymentSaved: 'Ödeme yöntemleri kaydedildi',
  taxSaved: (included: boolean) =>
    included
      ? 'Fiyatlar KDV dahil; yeni siparişler böyle hesaplanacak'
      : 'KDV fiyatlara eklenecek; yeni siparişler böyle hesaplanacak',
  boardSaved: 'Pano eşikleri kaydedildi',
  stationsSaved: 'İstasyonlar kaydedildi',
  chargeSaved: (name: string) => `${name} kaydedildi`,
  campaignSaved: (title: string) => `${title} kaydedildi`,
  chargeNotFound: 'Hizmet bedeli bulunamadı',
  campaignNotFound: 'Kampanya bulunamadı',
  categoryNotFound: 'Kategori bulunamadı',
  codeTaken: (code: string) => `${code} kodlu bir kampanya zaten var`,
} as const;
