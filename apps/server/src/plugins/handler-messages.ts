/** The error handler's own Turkish answers (English twins: lib/english/table-messages.ts). */
export const HANDLER_MESSAGES = {
  invalidValue: 'Geçersiz değer',
  badRequest: 'Geçersiz istek',
  invalidJson: 'Geçersiz istek: gövde geçerli bir JSON değil',
  tooLarge: 'İstek çok büyük',
  mediaType: 'Desteklenmeyen içerik türü',
  tooMany: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin.',
  notFound: 'İstenilen kaynak bulunamadı',
  server: 'Sunucu hatası. Lütfen tekrar deneyin.',
  databaseUnavailable: 'Veritabanına şu anda ulaşılamıyor. Birkaç saniye içinde yeniden denenecek.',
  imagesBusy: 'Şu anda çok fazla resim işleniyor. Lütfen birkaç saniye sonra tekrar deneyin.',
} as const;
