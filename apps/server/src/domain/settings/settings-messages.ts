/** A logo or cover photo upload, before it is re-encoded. */
export const BUSINESS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Turkish answers of the service-settings routes (issue 17 §4). */
export const SETTINGS_ANSWERS = {
  profileSaved: 'İşletme bilgileri kaydedildi',
  logoSaved: 'Logo yüklendi',
  coverSaved: 'Kapak fotoğrafı yüklendi',
  imageTooLarge: 'Resim en fazla 5 MB olabilir; lütfen daha küçük bir resim yükleyin',
  paymentSaved: 'Ödeme yöntemleri kaydedildi',
  taxSaved: (included: boolean) =>
    included
      ? 'Fiyatlar KDV dahil; yeni siparişler böyle hesaplanacak'
      : 'KDV fiyatlara eklenecek; yeni siparişler böyle hesaplanacak',
  boardSaved: 'Pano eşikleri kaydedildi',
  hoursSaved: 'Çalışma saatleri kaydedildi',
  stationsSaved: 'İstasyonlar kaydedildi',
  chargeSaved: (name: string) => `${name} kaydedildi`,
  campaignSaved: (title: string) => `${title} kaydedildi`,
  campaignNotFound: 'Kampanya bulunamadı',
  categoryNotFound: 'Kategori bulunamadı',
} as const;
