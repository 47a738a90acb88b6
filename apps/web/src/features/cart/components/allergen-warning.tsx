import type { Allergen } from '@masa/core/allergens/allergen-list';
import { useId } from 'react';
import { useModal } from '../../../components/ui/use-modal.ts';
import { allergenNames } from '../../../i18n/allergen-names.ts';
import { texts } from '../../../i18n/texts.ts';
import type { FlaggedLine } from '../hooks/use-allergen-check.ts';
import type { AllergenWarningState } from '../hooks/use-allergen-warning.ts';

const t = texts('allergens');

const names = (codes: readonly Allergen[]) => codes.map((code) => allergenNames[code]).join(', ');

/**
 * Before an order with a dish the diner avoids goes (issue 21 §5): which lines have which
 * allergens; the diner goes back to the cart or orders anyway, having seen them.
 */
export function AllergenWarningDialog({
  lines,
  onConfirm,
  onCancel,
}: {
  lines: readonly FlaggedLine[];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const ref = useModal();
  const titleId = useId();
  const textId = useId();
  return (
    <dialog
      ref={ref}
      className="checkout-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onCancel}
    >
      <h2 id={titleId} className="checkout-dialog__title">
        {t('allergens.warningTitle')}
      </h2>
      <p id={textId} className="checkout-dialog__text">
        {t('allergens.warningText')}
      </p>
      <ul className="allergen-warning__lines">
        {lines.map((line) => (
          <li key={line.id}>
            {t('allergens.warningLine', { name: line.name, names: names(line.allergens) })}
          </li>
        ))}
      </ul>
      <div className="checkout-dialog__actions">
        <button type="button" className="checkout-link-button" onClick={onCancel}>
          {t('allergens.backToCart')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {t('allergens.orderAnyway')}
        </button>
      </div>
    </dialog>
  );
}

/** The warning while it is open: "order anyway" closes it and sends, "back to cart" only closes. */
export function AllergenWarning({
  warning,
  onSend,
}: {
  warning: AllergenWarningState;
  onSend: () => void;
}) {
  if (!warning.open) return null;
  return (
    <AllergenWarningDialog
      lines={warning.flagged}
      onConfirm={() => {
        warning.close();
        onSend();
      }}
      onCancel={warning.close}
    />
  );
}

/** What the order's allergy note will say, above the order button (nothing when empty). */
export function AllergyNoteHint({ avoided }: { avoided: readonly Allergen[] }) {
  if (avoided.length === 0) return null;
  return (
    <p className="checkout__allergy-note">{t('allergens.noteSent', { names: names(avoided) })}</p>
  );
}

/** A cart line's mark: the avoided allergens its dish has. */
export function LineAllergens({ allergens }: { allergens: readonly Allergen[] | undefined }) {
  if (!allergens || allergens.length === 0) return null;
  return (
    <p className="cart-line__allergens">
      <span aria-hidden="true">⚠ </span>
      {t('allergens.lineWarning', { names: names(allergens) })}
    </p>
  );
}
