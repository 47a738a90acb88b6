import { describe, expect, it } from 'vitest';
import { ALLERGEN_NAMES, ALLERGENS, avoidedIn, unionOf } from './allergen-list.ts';
import { sayRule } from '../testing/say-rule.ts';
import { ALLERGEN_MESSAGES, allergenListSchema } from './allergens.schemas.ts';

describe('the allergen list', () => {
  it('is the fourteen of the food-information rules, each named in Turkish and English', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(new Set(ALLERGENS).size).toBe(14);
    for (const code of ALLERGENS) {
      expect(ALLERGEN_NAMES.tr[code], code).not.toBe('');
      expect(ALLERGEN_NAMES.en[code], code).not.toBe('');
    }
    expect([ALLERGEN_NAMES.tr.milk, ALLERGEN_NAMES.en.milk]).toEqual(['Süt', 'Milk']);
  });
});

describe('avoidedIn', () => {
  it("answers the avoided allergens a dish contains, in the list's order", () => {
    expect(avoidedIn(['milk', 'gluten', 'eggs'], ['eggs', 'milk', 'fish'])).toEqual([
      'eggs',
      'milk',
    ]);
  });
  it('finds nothing when the diner avoids nothing, the dish has none, or nothing is shared', () => {
    expect(avoidedIn(['milk'], [])).toEqual([]);
    expect(avoidedIn([], ['milk'])).toEqual([]);
    expect(avoidedIn(['fish'], ['milk', 'nuts'])).toEqual([]);
  });
  it('never matches a value that is not a code of the list', () => {
    expect(avoidedIn(['süt', 'Milk'], ['süt', 'Milk'])).toEqual([]);
  });
});

describe('allergenListSchema', () => {
  it("takes codes of the list and keeps them in the list's order", () => {
    expect(allergenListSchema.parse(['sesame', 'gluten'])).toEqual(['gluten', 'sesame']);
    expect(allergenListSchema.parse([])).toEqual([]);
    expect(allergenListSchema.parse([...ALLERGENS].reverse())).toEqual([...ALLERGENS]);
  });
  it('refuses a name instead of a code, an unknown code, a repeat and a non-list in Turkish', () => {
    const message = (value: unknown) =>
      allergenListSchema.safeParse(value).error?.issues[0]?.message;
    // The refusals are core's rule texts by id (ADR 117), said from its catalog.
    expect(message(['Süt'])).toBe(ALLERGEN_MESSAGES.unknown);
    expect(message(['peanut'])).toBe(ALLERGEN_MESSAGES.unknown);
    expect(message(['milk', 'milk'])).toBe(ALLERGEN_MESSAGES.repeated);
    expect(message('milk')).toBe(ALLERGEN_MESSAGES.list);
    expect(message([1])).toBe(ALLERGEN_MESSAGES.unknown);
    // The catalog writes the list out in each language: every allergen with its name.
    for (const language of ['tr', 'en'] as const) {
      const valid = ALLERGENS.map((code) => `${code} (${ALLERGEN_NAMES[language][code]})`);
      expect(sayRule(ALLERGEN_MESSAGES.unknown, language).endsWith(`: ${valid.join(', ')}`)).toBe(
        true,
      );
    }
    expect(sayRule(ALLERGEN_MESSAGES.unknown)).toContain('milk (Süt)');
  });
});

describe('unionOf', () => {
  it("joins diners' lists into one note, each allergen once, in the list's order", () => {
    expect(unionOf([['peanuts', 'milk'], ['gluten', 'milk'], []])).toEqual([
      'gluten',
      'peanuts',
      'milk',
    ]);
  });
  it('skips absent lists and codes that are not on the list', () => {
    expect(unionOf([undefined, null, ['süt', 'fish']])).toEqual(['fish']);
    expect(unionOf([])).toEqual([]);
  });
});
