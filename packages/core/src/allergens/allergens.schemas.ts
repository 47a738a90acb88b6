import { z } from 'zod';
import { ALLERGENS, ALLERGEN_NAMES_TR } from './allergen-list.ts';

/** The Turkish messages of a refused allergen list (issue 21 §5). */
export const ALLERGEN_MESSAGES = {
  list: 'Alerjenler bir liste olarak gönderilmeli',
  unknown: `Alerjen listede yok. Geçerli değerler: ${ALLERGENS.map(
    (code) => `${code} (${ALLERGEN_NAMES_TR[code]})`,
  ).join(', ')}`,
  repeated: 'Aynı alerjen birden fazla kez seçilmiş',
} as const;
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
