import { type Allergen, isAllergen } from '@masa/core/allergens/allergen-list';
import { useMemo, useSyncExternalStore } from 'react';
import { storage, type StoredUser } from '../storage.ts';

// The allergens a diner avoids, wherever they are kept (issue 21 §5,
// docs/decisions/045-diner-allergens.md): on the account of a signed-in diner, on this phone
// for a visitor or a guest. The menu's first load imports this file (ADR 029): reading only;
// saving is save-allergen-choice.ts, loaded with the control.

export type AllergenChoice = {
  avoided: readonly Allergen[];
  /** Hide the dishes with an avoided allergen instead of marking them (this phone's choice). */
  hide: boolean;
  /** True: the list is the account's (saved on the server); false: this phone's. */
  onProfile: boolean;
};

const listeners = new Set<() => void>();
let version = 0;
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const getVersion = () => version;

/** Tells every reader that this phone's choice changed (save-allergen-choice.ts). */
export function notifyAllergenChoice(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const codes = (value: unknown): Allergen[] =>
  Array.isArray(value) ? value.filter(isAllergen) : [];

/** A signed-in diner who is not a guest keeps the choice on the account. */
export const keepsOnProfile = (user: StoredUser | null): boolean =>
  user !== null && user.isGuest !== true;

export function readAllergenChoice(user: StoredUser | null): AllergenChoice {
  const onProfile = keepsOnProfile(user);
  return {
    avoided: onProfile ? codes(user?.avoidedAllergens) : codes(storage.getAvoidedAllergens()),
    hide: storage.getHideAllergenDishes(),
    onProfile,
  };
}

/** The choice now; the same object until it changes, so memoized cards stay as they are. */
export function useAllergenChoice(user: StoredUser | null): AllergenChoice {
  const seen = useSyncExternalStore(subscribe, getVersion);
  const choice = readAllergenChoice(user);
  const key = `${seen}|${choice.onProfile}|${choice.hide}|${choice.avoided.join()}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key holds every value
  return useMemo(() => choice, [key]);
}
