import { ALLERGEN_NAMES_EN } from '@masa/core/allergens/allergen-list';

// The fourteen allergens' English names, kept with their codes in core (ADR 045, ADR 046).
export const allergenNames = ALLERGEN_NAMES_EN;
