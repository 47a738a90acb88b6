// The allergens a diner can avoid and a dish can carry (issue 21 §5,
// docs/decisions/045-diner-allergens.md): the fourteen of the EU food-information rules, which the
// Turkish Food Codex's labelling regulation lists too (Annex 1). Stored and sent as these codes;
// each app shows the name in its language. No zod here: the diner's menu imports this file in
// its first load (ADR 029), so it stays a list and two small functions.

/** The codes, in the regulation's order. */
export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** Each allergen's name as a menu prints it, in Turkish (the codex's words) and English. */
export const ALLERGEN_NAMES: Record<Allergen, { tr: string; en: string }> = {
  gluten: { tr: 'Gluten', en: 'Gluten' },
  crustaceans: { tr: 'Kabuklular', en: 'Crustaceans' },
  eggs: { tr: 'Yumurta', en: 'Eggs' },
  fish: { tr: 'Balık', en: 'Fish' },
  peanuts: { tr: 'Yer fıstığı', en: 'Peanuts' },
  soybeans: { tr: 'Soya', en: 'Soya' },
  milk: { tr: 'Süt', en: 'Milk' },
  nuts: { tr: 'Sert kabuklu meyveler', en: 'Tree nuts' },
  celery: { tr: 'Kereviz', en: 'Celery' },
  mustard: { tr: 'Hardal', en: 'Mustard' },
  sesame: { tr: 'Susam', en: 'Sesame' },
  sulphites: { tr: 'Sülfitler', en: 'Sulphites' },
  lupin: { tr: 'Acı bakla (lupin)', en: 'Lupin' },
  molluscs: { tr: 'Yumuşakçalar', en: 'Molluscs' },
};

export const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);

/**
 * The avoided allergens a dish contains, in the list's order: what the menu marks and the cart
 * warns about. Codes that are not on the list (an older phone's storage) never match.
 */
export function avoidedIn(contains: readonly string[], avoided: readonly string[]): Allergen[] {
  return ALLERGENS.filter((code) => avoided.includes(code) && contains.includes(code));
}
