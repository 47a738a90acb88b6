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
} as const;
