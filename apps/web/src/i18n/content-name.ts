import { language, type Language } from './language.ts';

/**
 * The business's own texts (a dish, an option, a campaign, the kuver) come in both languages
 * where the business gave an English one (issue 30, ADR 061): the English on an English page
 * when it is there, else the Turkish. The Turkish stays the identifier the cart sends back.
 */
export function contentTextIn(lang: Language, tr: string, en: string | null | undefined): string {
  return lang === 'en' && en?.trim() ? en : tr;
}

/** The text in this page's language (see contentTextIn). */
export const contentText = (tr: string, en: string | null | undefined): string =>
  contentTextIn(language, tr, en);

/** Anything named in both languages: a dish, a choice, an extra, a charge, a campaign. */
export type Named = { name: string; nameEn?: string | null | undefined };

/** Its name in this page's language. */
export const contentName = (thing: Named): string => contentText(thing.name, thing.nameEn);
