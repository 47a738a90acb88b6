import { ALLERGENS, ALLERGEN_NAMES_EN } from '../../allergens/allergen-list.ts';
import type { ALLERGEN_MESSAGES } from '../../allergens/allergens.schemas.ts';
import type { Texts } from '../texts.ts';

/** A refused allergen list in English (ADR 046). */
export const ALLERGEN_MESSAGES_EN: Texts<typeof ALLERGEN_MESSAGES> = {
  list: 'The allergens must be sent as a list',
  unknown: `This allergen is not on the list. Valid values: ${ALLERGENS.map(
    (code) => `${code} (${ALLERGEN_NAMES_EN[code]})`,
  ).join(', ')}`,
  repeated: 'The same allergen was chosen more than once',
};
