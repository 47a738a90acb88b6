// Ratings (001 §2 Feedbacks list, Feedback form, home 'Geri Bildirim Bekleyenler'; §5, §8).
export const feedback = {
  listTitle: 'Değerlendirmelerim',
  pendingTitle: 'Geri Bildirim Bekleyenler',
  prompt: 'Siparişinizi nasıl buldunuz? Değerlendirmeniz diğer misafirlere yol gösterir.', // ours
  rate: 'Değerlendir', // ours
  order: (number: string, business: string) => `Sipariş #${number} · ${business}`,
  formTitle: 'Değerlendirme', // ours
  targetsLabel: 'Değerlendirilecekler', // ours
  businessTarget: (name: string) => `İşletme: ${name}`, // ours
  productTarget: (name: string) => `Ürün: ${name}`, // ours
  done: 'Değerlendirildi ✓',
  ratingLabel: 'Puan', // ours
  star: (value: number) => `${value} yıldız`, // ours
  ratingRequired: 'Lütfen 1 ile 5 arasında bir puan seçin.',
  comment: 'Yorumunuz (isteğe bağlı)', // ours
  counter: (length: number, max: number) => `${length}/${max}`,
  submit: 'Gönder', // ours
  sending: 'Gönderiliyor...',
  close: 'Kapat',
  back: 'Geri',
  thanks: 'Değerlendirmeniz için teşekkürler!',
  /** The order's last target rated: its feedback is complete. */
  allThanks: 'Geri bildiriminiz için teşekkür ederiz!',
  createFailed: 'Yorum oluşturulurken bir hata oluştu.',
  /** The server refused the rating (4xx), before its reason. */
  createRefused: 'API yorum oluşturma işlemini reddetti.',
  noTarget: 'Değerlendirme hedefi bulunamadı (ID eksik).',
  nonePending: 'Harika! Şu anda geri bildirim bekleyen siparişiniz bulunmuyor.',
  orderDone: 'Teşekkürler! Bu sipariş için tüm geri bildirimleriniz alındı.',
  loadFailed: 'Geribildirimler alınırken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
  /** 'Değerlendirmelerim' answered by a server error (5xx). */
  loadServerFailed: 'Kullanıcı değerlendirmeleri getirilirken bir sunucu hatası oluştu.',
  /** Home's block could not read the diner's ratings or orders. */
  pendingFailed: 'Geribildirimler getirilemedi',
  /** A rating whose product or business no longer has a name (deleted since). */
  unknownProduct: 'Bilinmeyen Ürün',
  unknownBusiness: 'Bilinmeyen İşletme',
  empty: 'Henüz bir değerlendirme yapmadınız.', // ours
  scan: 'QR Kod Okut',
  listLabel: 'Değerlendirmeleriniz', // ours
  stars: (rating: number) => `${rating}/5`,
  starsLabel: (rating: number) => `5 üzerinden ${rating} yıldız`, // ours
} as const;
