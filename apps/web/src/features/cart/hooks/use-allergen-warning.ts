import { useState } from 'react';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { useAllergenCheck } from './use-allergen-check.ts';

/**
 * An order form's allergen check and its warning (issue 21 §5): `sendOrWarn` sends at once, or
 * opens the warning while a line has a dish the diner avoids (AllergenWarning then sends or not).
 */
export function useAllergenWarning(items: readonly CartItem[]) {
  const check = useAllergenCheck(items);
  const [open, setOpen] = useState(false);
  return {
    ...check,
    open,
    close: () => setOpen(false),
    sendOrWarn: (send: () => void) => (check.flagged.length > 0 ? setOpen(true) : send()),
  };
}

export type AllergenWarningState = ReturnType<typeof useAllergenWarning>;
