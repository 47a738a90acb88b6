import { type FormEvent, useState } from 'react';
import { missingChoices } from '../cart/build-cart-item.ts';
import type { MenuProduct } from './menu-types.ts';

/**
 * A dish's chosen options and extras, for ProductChoices (`choices` spreads into it), on the
 * menu's sheet and when a dish joins an order (issue 30). `allChosen` is asked on submit: a
 * required group left open is marked and its first choice focused, never chosen silently
 * (issue 20).
 */
export function useProductChoices(product: MenuProduct) {
  const [options, setOptions] = useState<Record<string, string[]>>({});
  const [extras, setExtras] = useState<string[]>([]);
  const [missing, setMissing] = useState<string[]>([]);

  const allChosen = (event: FormEvent<HTMLFormElement>) => {
    const unchosen = missingChoices(product, options);
    setMissing(unchosen);
    if (unchosen.length === 0) return true;
    event.currentTarget
      .querySelector<HTMLInputElement>(`fieldset[data-option="${CSS.escape(unchosen[0]!)}"] input`)
      ?.focus();
    return false;
  };

  const choices = {
    product,
    options,
    extras,
    onOptionsChange: setOptions,
    onExtrasChange: setExtras,
    missing,
  };
  return { options, extras, allChosen, choices };
}
