import { ALLERGEN_NAMES } from '@masa/core/allergens/allergen-list';
import { language } from './language.ts';

// The allergens' names in both languages are core's (ADR 045), already in the menu's shared
// chunk: read in the page's language without a module of their own to load (ADR 046).
export const allergenNames = ALLERGEN_NAMES[language];
