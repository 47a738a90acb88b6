import { z } from 'zod';
import type { RuleId } from '../i18n/rule-text.ts';
import { ALLERGENS } from './allergen-list.ts';

/**
 * A refused allergen list (issue 21 §5), core's rule texts (ADR 117); `unknown` names every
 * allergen with its name in the catalog's language (allergens.test.ts keeps it the list's).
 */
export const ALLERGEN_MESSAGES = {
  list: 'rules.allergens.list',
  unknown: 'rules.allergens.unknown',
  repeated: 'rules.allergens.repeated',
} as const satisfies Record<string, RuleId>;
const M = ALLERGEN_MESSAGES;

const allergen = z.enum(ALLERGENS, { error: M.unknown });

/**
 * A list of allergen codes (a diner's avoided ones, a dish's, an order's note): only codes of
 * the fixed list, each once. Kept in the list's order, so equal choices are equal arrays.
 */
export const allergenListSchema = z
  .array(allergen, { error: M.list })
  .max(ALLERGENS.length, M.repeated)
  .refine((codes) => new Set(codes).size === codes.length, M.repeated)
  .transform((codes) => ALLERGENS.filter((code) => codes.includes(code)));

/** PUT /users/allergens: the allergens a signed-in diner avoids, saved on the account. */
export const avoidedAllergensBody = z.object(
  { avoidedAllergens: allergenListSchema },
  { error: M.list },
);
export type AvoidedAllergensBody = z.infer<typeof avoidedAllergensBody>;
