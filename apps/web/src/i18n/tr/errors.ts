export const errors = {
  badRequest: 'Geçersiz istek',
  unauthorized: 'Yetkisiz erişim',
  forbidden: 'Erişim reddedildi',
  notFound: 'İstenilen kaynak bulunamadı',
  server: 'Sunucu hatası',
  status: (status: number) => `Hata: ${status}`,
  timeout: 'İstek zaman aşımına uğradı',
  network: 'Sunucuya bağlanılamadı',
  generic: 'Bir hata oluştu',
  sessionExpired: 'Oturum süresi doldu, lütfen tekrar giriş yapın.',
  routeFailed: 'Sayfa yüklenemedi. Lütfen sayfayı yenileyin.',
  reload: 'Sayfayı Yenile',
  // A screen's code could not be fetched, offline (issue 20). The middle text is 001 §8's.
  offlineTitle: 'Bağlantı yok', // ours
  offline: 'İnternet bağlantınızı kontrol edin ve tekrar deneyin',
  offlineRetry: 'Bu sayfa, bağlantı gelince kendiliğinden açılacak.', // ours
  retry: 'Tekrar Dene',
} as const;
