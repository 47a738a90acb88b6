import { lineChoicesOf, type LineChoices } from '@masa/core/orders/line-choices';
import { contentTextIn, type Named } from '../../../i18n/content-name.ts';
import { language, type Language } from '../../../i18n/language.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';

/** What of the menu's product a cart line reads its names from. */
export type LineProduct = {
  name: string;
  options: readonly (Named & { choices: readonly Named[] })[];
  extras: readonly Named[];
};

const inLanguage = (lang: Language, list: readonly Named[], name: string) => {
  const found = list.find((thing) => thing.name === name);
  return found ? contentTextIn(lang, found.name, found.nameEn) : name;
};

/**
 * A cart line's name and choices as the diner reads them (issue 30, ADR 061). The line keeps
 * the Turkish names it sends (the shared cart's lines come from the server so, whoever added
 * them); the menu's product, read in the page's language, gives the dish's name and the
 * choices' English where the business gave one.
 */
export function cartLineIn(
  item: Pick<CartItem, 'name' | 'selectedOptions' | 'selectedAdditions'>,
  product: LineProduct | undefined,
  lang: Language = language,
): { name: string; choices: LineChoices } {
  const choices = lineChoicesOf(item);
  if (!product) return { name: item.name, choices };
  const options = Object.entries(item.selectedOptions)
    .sort(([a], [b]) => a.localeCompare(b, 'tr'))
    .flatMap(([group, names]) => {
      const choicesOf = product.options.find((option) => option.name === group)?.choices ?? [];
      return names.map((name) => inLanguage(lang, choicesOf, name));
    });
  return {
    name: product.name || item.name,
    choices: {
      options,
      extras: choices.extras.map((name) => inLanguage(lang, product.extras, name)),
    },
  };
}
