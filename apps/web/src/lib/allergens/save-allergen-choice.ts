import type { Allergen } from '@masa/core/allergens/allergen-list';
import { api } from '../api-client.ts';
import { storage, type StoredUser } from '../storage.ts';
import { notifyAllergenChoice, readAllergenChoice } from './allergen-choice.ts';

/**
 * Saves what the diner avoids (issue 21 §5, ADR 045): on the account through PUT
 * /users/allergens for a signed-in diner (the answer's user replaces the stored one), on this
 * phone otherwise; whether the menu hides their dishes always on this phone. Throws the
 * server's error, and then changes nothing.
 */
export async function saveAllergenChoice({
  avoided,
  hide,
  onProfile,
  updateUser,
}: {
  avoided: readonly Allergen[];
  hide: boolean;
  onProfile: boolean;
  updateUser: (user: StoredUser) => void;
}): Promise<void> {
  if (onProfile) {
    const user = await api.put<StoredUser>('/users/allergens', { avoidedAllergens: avoided });
    updateUser(user);
  } else {
    storage.setAvoidedAllergens(avoided);
  }
  storage.setHideAllergenDishes(hide);
  notifyAllergenChoice();
}

/**
 * A guest of this phone who keeps the account (ADR 036) is the same diner: the allergens
 * chosen on the phone become the account's (ADR 045). Nothing to do when none were chosen.
 */
export async function carryAllergensToAccount(
  updateUser: (user: StoredUser) => void,
): Promise<void> {
  const { avoided, hide } = readAllergenChoice(null);
  if (avoided.length === 0) return;
  await saveAllergenChoice({ avoided, hide, onProfile: true, updateUser });
}
