import { ALLERGEN_NAMES_TR } from '@masa/core/allergens/allergen-list';

// The fourteen allergens' Turkish names are the food codex's, kept with their codes in core so
// the server's messages, the staff app and this app say the same (ADR 045).
export const allergenNames = ALLERGEN_NAMES_TR;
