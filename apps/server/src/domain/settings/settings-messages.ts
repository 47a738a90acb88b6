/** A logo or cover photo upload, before it is re-encoded. */
export const BUSINESS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Turkish answers of the service-settings routes (issue 17 §4). */
export const SETTINGS_ANSWERS = {
  imageTooLarge: 'Resim en fazla 5 MB olabilir; lütfen daha küçük bir resim yükleyin',
  campaignNotFound: 'Kampanya bulunamadı',
  categoryNotFound: 'Kategori bulunamadı',
} as const;
