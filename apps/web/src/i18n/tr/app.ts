export const app = {
  name: 'Masa',
  loading: 'Yükleniyor...',
  placeholder: 'Bu ekran hazırlanıyor. Çok yakında burada olacak.',
  back: 'Geri',
  skipToContent: 'İçeriğe geç',
  /** Each language's name in itself (ADR 046), the same in every language. */
  languages: { tr: 'Türkçe', en: 'English' },
} as const;
