export const app = {
  name: 'Masa',
  loading: 'Yükleniyor...',
  placeholder: 'Bu ekran hazırlanıyor. Çok yakında burada olacak.',
  back: 'Geri',
  skipToContent: 'İçeriğe geç',
} as const;
