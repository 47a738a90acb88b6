import { act } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredUser } from '../storage.ts';
import { storage } from '../storage.ts';
import { type AllergenChoice, readAllergenChoice, useAllergenChoice } from './allergen-choice.ts';
import { saveAllergenChoice } from './save-allergen-choice.ts';

beforeEach(() => localStorage.clear());

const guest = { id: 'g', isGuest: true, avoidedAllergens: ['fish'] };
const member = { id: 'm', isGuest: false, avoidedAllergens: ['sesame', 'milk'] };

/** Renders a reader of the choice; answers every value it rendered with. */
function renderReader(user: StoredUser | null) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const seen: AllergenChoice[] = [];
  function Reader() {
    seen.push(useAllergenChoice(user));
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Reader)));
  return { seen, rerender: () => act(() => root.render(createElement(Reader))), root };
}

describe('where the allergens a diner avoids are kept (issue 21 §5)', () => {
  it("reads a signed-in diner's from the account and a visitor's or guest's from this phone", () => {
    localStorage.setItem('avoidedAllergens', JSON.stringify(['gluten', 'süt', 42]));
    expect(readAllergenChoice(null)).toEqual({
      avoided: ['gluten'],
      hide: false,
      onProfile: false,
    });
    expect(readAllergenChoice(guest).avoided).toEqual(['gluten']);
    expect(readAllergenChoice(member)).toMatchObject({
      avoided: ['sesame', 'milk'],
      onProfile: true,
    });
    localStorage.setItem('avoidedAllergens', '{broken');
    expect(readAllergenChoice(null).avoided).toEqual([]);
  });

  it("saves a visitor's choice on this phone and every reader sees it at once", async () => {
    const { seen, root } = renderReader(null);
    expect(seen.at(-1)?.avoided).toEqual([]);
    await act(() =>
      saveAllergenChoice({
        avoided: ['eggs', 'milk'],
        hide: true,
        onProfile: false,
        updateUser: () => {
          throw new Error('a visitor has no account to update');
        },
      }),
    );
    expect(seen.at(-1)).toEqual({ avoided: ['eggs', 'milk'], hide: true, onProfile: false });
    expect(storage.getAvoidedAllergens()).toEqual(['eggs', 'milk']);
    expect(localStorage.getItem('hideAllergenDishes')).toBe('true');
    act(() => root.unmount());
  });

  it('answers the same object until something changes, so memoized cards stay', () => {
    const { seen, rerender, root } = renderReader({ ...member });
    rerender();
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    act(() => root.unmount());
  });
});
