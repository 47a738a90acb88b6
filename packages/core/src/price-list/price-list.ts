// The printed price list (issue 35 §3, docs/decisions/089-price-lists-and-price-history.md): an
// A4 list for the entrance and A5/A6 cards for the tables, made from the menu on request. Its
// texts are Turkish whatever the staff app's language: it is what the Fiyat Etiketi Yönetmeliği
// asks a business in Turkey to show its diners.
import { qrSheetFileName } from '../qr/qr-sheet.ts';

export const PRICE_LIST_FORMATS = ['a4', 'a5', 'a6'] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];

export const PRICE_LIST_TEXTS = {
  title: 'Fiyat Listesi',
  listedAt: (when: string) => `Liste tarihi: ${when}`,
  pricesChangedAt: (when: string) => `Fiyatlarda son değişiklik: ${when}`,
  vatIncluded: 'Fiyatlarımıza KDV dahildir.',
  noServiceCharge: 'Servis ücreti alınmaz',
  charges: 'Ek ücretler',
  perPerson: 'kişi başı',
  perOrder: 'hesap başına',
  percentage: (percent: string) => `hesabın %${percent}'i`,
  chargeNote:
    'Servis, masa ve kuver ücreti 30 Ocak 2026’dan bu yana yalnızca İş Kanunu’nun 51. maddesi kapsamındaki işletmelerde alınabilir.',
  noProducts: 'Şu anda satışta ürün yok',
  discounted: (before: string) => `(indirimli; indirimsiz fiyatı ${before})`,
} as const;

const FORMAT_NAMES: Record<PriceListFormat, string> = {
  a4: 'giris-a4',
  a5: 'masa-a5',
  a6: 'masa-a6',
};

/** "Ege Sofrası", 'a6' → "masa-fiyat-listesi-ege-sofrasi-masa-a6.pdf", plain ASCII. */
export function priceListFileName(businessName: string, format: PriceListFormat): string {
  const slug = qrSheetFileName(businessName).replace(/^masa-qr-|\.pdf$/g, '');
  return `masa-fiyat-listesi-${slug}-${FORMAT_NAMES[format]}.pdf`;
}
