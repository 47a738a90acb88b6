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

/**
 * Each allergen's name as a menu prints it, in Turkish (the codex's words) and in English. Two
 * objects, so the diner's app takes the Turkish names without the English ones.
 */
export const ALLERGEN_NAMES_TR: Record<Allergen, string> = {
  gluten: 'Gluten',
  crustaceans: 'Kabuklular',
  eggs: 'Yumurta',
  fish: 'Balık',
  peanuts: 'Yer fıstığı',
  soybeans: 'Soya',
  milk: 'Süt',
  nuts: 'Sert kabuklu meyveler',
  celery: 'Kereviz',
  mustard: 'Hardal',
  sesame: 'Susam',
  sulphites: 'Sülfitler',
  lupin: 'Acı bakla (lupin)',
  molluscs: 'Yumuşakçalar',
};
export const ALLERGEN_NAMES_EN: Record<Allergen, string> = {
  gluten: 'Gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  peanuts: 'Peanuts',
  soybeans: 'Soya',
  milk: 'Milk',
  nuts: 'Tree nuts',
  celery: 'Celery',
  mustard: 'Mustard',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
  lupin: 'Lupin',
  molluscs: 'Molluscs',
};
export const ALLERGEN_NAMES = { tr: ALLERGEN_NAMES_TR, en: ALLERGEN_NAMES_EN } as const;

export const isAllergen = (value: unknown): value is Allergen =>
  typeof value === 'string' && (ALLERGENS as readonly string[]).includes(value);

/**
 * The avoided allergens a dish contains, in the list's order: what the menu marks and the cart
 * warns about. Codes that are not on the list (an older phone's storage) never match.
 */
export function avoidedIn(contains: readonly string[], avoided: readonly string[]): Allergen[] {
  return ALLERGENS.filter((code) => avoided.includes(code) && contains.includes(code));
}

/**
 * Every allergen avoided in any of the lists, once, in the list's order: one order's allergy
 * note from its diners' (ADR 045). Absent lists and unknown codes add nothing.
 */
export function unionOf(lists: readonly (readonly string[] | null | undefined)[]): Allergen[] {
  return ALLERGENS.filter((code) => lists.some((list) => list?.includes(code)));
}
