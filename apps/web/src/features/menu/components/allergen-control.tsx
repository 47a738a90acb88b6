import { lazy, Suspense, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { loadCode } from '../../../lib/load-code.ts';

const t = texts('menu');

// The control's code loads when the diner opens it: the menu's first load stays in budget
// (ADR 029); only the marking is in the menu's chunk.
const AllergenSheet = lazy(() =>
  loadCode(() => import('../../../lib/allergens/components/allergen-sheet.tsx')).then((module) => ({
    default: module.AllergenSheet,
  })),
);

/** The menu's way to the allergens the diner avoids (issue 21 §5), with how many there are. */
export function AllergenControl({ count }: { count: number }) {
  const { user, updateUser } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={count > 0 ? 'chip chip--allergens' : 'chip'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('menu.allergensButton', { count })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <AllergenSheet user={user} updateUser={updateUser} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
