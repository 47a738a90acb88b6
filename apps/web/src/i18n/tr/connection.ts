// The live connection's and the network's notices (001 §8 "Connection toasts"): two texts are
// quoted; the documents name the others without their words, so those are ours.
export const connection = {
  offline: 'İnternet bağlantınız kesildi. Bağlantı gelince bilgileriniz yenilenecek.', // ours
  online: 'İnternet bağlantınız geri geldi.', // ours
  lost: 'Bağlantı koptu, yeniden bağlanılıyor...', // ours
  timeout: 'Bağlantı zaman aşımına uğradı, yeniden deneniyor...', // ours
  checkInternet: 'İnternet bağlantınızı kontrol edin ve tekrar deneyin',
  switching: 'Alternatif bağlantı yöntemi deneniyor...',
  waiting: 'Sunucu bağlantısı bekleniyor, birkaç saniye içinde yeniden denenecek...', // ours
  restored: 'Bağlantı yeniden kuruldu', // ours
} as const;
