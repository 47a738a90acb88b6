/** A logo or cover photo upload, before it is re-encoded. */
export const BUSINESS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Turkish answers of the service-settings routes (issue 17 §4). */
export const SETTINGS_ANSWERS = {
  profileSaved: 'İşletme bilgileri kaydedildi',
  logoSaved: 'Logo yüklendi',
  coverSaved: 'Kapak fotoğrafı yüklendi',
  imageMissing: 'Lütfen yüklemek için bir resim seçin (alan adı: image)',
  imageWrongType:
    'Dosya bir resim değil ya da okunamıyor; lütfen JPEG, PNG, WebP ya da GIF bir resim yükleyin',
  imageTooLarge: 'Resim en fazla 5 MB olabilir; lütfen daha küçük bir resim yükleyin',
  imageUnreadable: 'Resim yüklenirken bağlantı kesildi ya da dosya bozuk; lütfen tekrar deneyin',
  imageTooManyPixels: 'Resim en fazla 24 megapiksel olabilir; lütfen daha küçük bir resim yükleyin',
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
  chargeNotFound: 'Hizmet bedeli bulunamadı',
  campaignNotFound: 'Kampanya bulunamadı',
  categoryNotFound: 'Kategori bulunamadı',
  codeTaken: (code: string) => `${code} kodlu bir kampanya zaten var`,
} as const;
