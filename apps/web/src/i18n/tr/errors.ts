// The request layers' texts (000 §8.4, 001 §8). A failed call is worded by its situation
// through lib/api/failure-text.ts; these are the layers' own words.
export const errors = {
  badRequest: 'Geçersiz istek',
  unauthorized: 'Yetkisiz erişim',
  forbidden: 'Erişim reddedildi',
  notFound: 'İstenilen kaynak bulunamadı',
  server: 'Sunucu hatası',
  status: (status: number) => `Hata: ${status}`,
  /** No answer, order-area layer. */
  timeout: 'İstek zaman aşımına uğradı',
  network: 'Sunucuya bağlanılamadı',
  /** No answer, shared layer. */
  noAnswer: 'Sunucu yanıt vermiyor. Lütfen daha sonra tekrar deneyin.',
  networkCheck: 'Sunucuya bağlanılamadı. Ağ bağlantınızı kontrol edin.',
  /** The order-area layer's default. */
  generic: 'Bir hata oluştu',
  /** The last fallback: no server message and no field error. */
  fallback: 'Bir hata oluştu.',
  /** After a situation's text when the server answered without words. */
  code: (status: number) => `(Hata Kodu: ${status})`,
  sessionExpired: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
  /** Ours: a user answer without a readable user (GET /customer-users/me). */
  userUnreadable: 'Kullanıcı bilgileri okunamadı.',
  routeFailed: 'Sayfa yüklenemedi. Lütfen sayfayı yenileyin.',
  reload: 'Sayfayı Yenile',
  // A screen's code could not be fetched, offline (issue 20). The middle text is 001 §8's.
  offlineTitle: 'Bağlantı yok', // ours
  offline: 'İnternet bağlantınızı kontrol edin ve tekrar deneyin',
  offlineRetry: 'Bu sayfa, bağlantı gelince kendiliğinden açılacak.', // ours
  retry: 'Tekrar Dene',
} as const;
