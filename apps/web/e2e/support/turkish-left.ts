import type { APIRequestContext, Page } from '@playwright/test';

// Issue 21 §1 (ADR 046): what of a page in English is still Turkish. A word is Turkish when it
// has a Turkish letter, or is one of the app's common Turkish words without one; menu content,
// names and what the diner typed may be Turkish and are allowed by the caller.
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;
const COMMON = new Set(
  [
    'sepet',
    'sepete',
    'hesap',
    'masa',
    'masaya',
    'garson',
    'mesaj',
    'ekle',
    'kapat',
    'kaydet',
    'tamam',
    'evet',
    'adet',
    'toplam',
    've',
    'ile',
    'bir',
    'tarih',
    'bekliyor',
    'ara',
    'yeni',
    'lütfen',
    'siparis',
    'giris',
    'kayit',
    'sifre',
    'tekrar',
    'deneyin',
    'yok',
    'var',
  ].map((word) => word.toLocaleLowerCase('tr')),
);

const wordsOf = (text: string) => text.split(/[^\p{L}]+/u).filter(Boolean);

/** The words of `texts`, lower-cased: the allowed content. */
export function allowedWords(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap(wordsOf).map((word) => word.toLocaleLowerCase('tr')));
}

/** The Turkish words on screen that are not allowed content (the page's visible text). */
export async function turkishLeft(page: Page, allowed: ReadonlySet<string>): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = wordsOf(text).filter((word) => {
    const lower = word.toLocaleLowerCase('tr');
    return (TURKISH_LETTERS.test(word) || COMMON.has(lower)) && !allowed.has(lower);
  });
  return [...new Set(found)];
}

type Named = { name: string; nameEn?: string };
type MenuProduct = {
  name: string;
  description: string;
  ingredients: string[];
  options: (Named & { choices: Named[] })[];
  extras: Named[];
};

/**
 * A business's menu content as a phone in `language` reads it (English by default): options,
 * choices and extras keep their Turkish `name` in both languages (the cart sends it back) and
 * carry their English in `nameEn` (ADR 060).
 */
export async function englishMenuContent(
  request: APIRequestContext,
  businessId: string,
  language = 'en',
): Promise<string[]> {
  const headers = { 'accept-language': language };
  const products = (await (
    await request.get(`/api/products/business/${businessId}`, { headers })
  ).json()) as { data: MenuProduct[] };
  const categories = (await (
    await request.get(`/api/business/${businessId}/categories`, { headers })
  ).json()) as { data: { name: string; description: string }[] };
  const read = (thing: Named) => (language === 'en' && thing.nameEn) || thing.name;
  return [
    ...products.data.flatMap((p) => [
      p.name,
      p.description,
      ...p.ingredients,
      ...p.options.flatMap((o) => [read(o), ...o.choices.map(read)]),
      ...p.extras.map(read),
    ]),
    ...categories.data.flatMap((c) => [c.name, c.description]),
  ];
}
