export const app = {
  name: 'Masa',
  loading: 'Yükleniyor...',
  placeholder: 'Bu ekran hazırlanıyor. Çok yakında burada olacak.',
  back: 'Geri',
  skipToContent: 'İçeriğe geç',
  /** A diner without a name: a label, never a name (issue 30, ADR 061). */
  guest: 'Misafir',
  guestNumbered: (number: number) => `Misafir ${number}`,
  /** Each language's name in itself (ADR 046), the same in every language. */
  languages: { tr: 'Türkçe', en: 'English' },
} as const;
