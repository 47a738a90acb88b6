import { useId } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { useNotify } from '../../notifications/use-notify.ts';
import type { StoredUser } from '../../storage.ts';
import { useModal } from '../../../components/ui/use-modal.ts';
import { AllergenPicker } from './allergen-picker.tsx';

const t = texts('allergens');

type Props = {
  user: StoredUser | null;
  updateUser: (user: StoredUser) => void;
  onClose: () => void;
};

/**
 * The allergen control as a sheet over the menu (issue 21 §5): modal, closed by its button,
 * Escape, a tap outside, or saving. Loaded only when the diner opens it (ADR 029).
 */
export function AllergenSheet({ user, updateUser, onClose }: Props) {
  const ref = useModal();
  const titleId = useId();
  const notify = useNotify();
  return (
    <dialog
      ref={ref}
      className="allergen-sheet"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="allergen-sheet__head">
        <h2 id={titleId} className="allergen-sheet__title">
          {t('allergens.title')}
        </h2>
        <button
          type="button"
          className="allergen-sheet__close"
          aria-label={t('allergens.close')}
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <AllergenPicker
        user={user}
        updateUser={updateUser}
        onSaved={() => {
          notify.success(t('allergens.saved'));
          onClose();
        }}
      />
    </dialog>
  );
}
