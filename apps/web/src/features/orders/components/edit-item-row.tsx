import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import { LineAmount } from '../../../lib/bill/components/line-amount.tsx';
import { LineChoices } from '../../../lib/bill/components/line-choices.tsx';
import { texts } from '../../../i18n/texts.ts';
import { QuantityStepper } from '../../../lib/cart/components/quantity-stepper.tsx';
import type { DraftLine } from '../utils/edit-draft.ts';

const t = texts('orders');

type Props = {
  line: DraftLine;
  /** The service charge free units are included in (the kuver), when the order has one. */
  chargeName: string | null;
  disabled: boolean;
  onQuantity: (quantity: number) => void;
  onNote: () => void;
  onDelete: () => void;
};

const chargedUnits = (line: DraftLine) => {
  const free = Math.min(line.quantity, line.freeQuantity);
  return {
    amount: line.unitPrice * (line.quantity - free),
    chargedQuantity: line.quantity - free,
    freeQuantity: free,
  };
};

/** One line of the edit screen: − n +, 'Not', 'Sil' (001 §2 Edit order). */
export function EditItemRow({ line, chargeName, disabled, onQuantity, onNote, onDelete }: Props) {
  const off = disabled || line.locked;
  const notes = parseItemNotes(line.notes);
  const shown = [...notes.removals, ...notes.extras, ...notes.specialNotes].join(' · ');

  return (
    <li className="edit-line">
      <div className="order-item__row">
        <span className="order-item__name">
          {line.name}
          <LineChoices choices={line} />
        </span>
        <LineAmount line={chargedUnits(line)} chargeName={chargeName} />
      </div>
      {shown && <p className="edit-line__notes">{shown}</p>}
      <div className="edit-line__controls">
        <QuantityStepper
          value={line.quantity}
          {...(off ? { min: line.quantity, max: line.quantity } : {})}
          onChange={onQuantity}
          decreaseLabel={t('orders.edit.decrease', { name: line.name })}
          increaseLabel={t('orders.edit.increase', { name: line.name })}
          valueLabel={t('orders.edit.quantity', { name: line.name, quantity: line.quantity })}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={off}
          aria-label={t('orders.edit.noteFor', { name: line.name })}
          onClick={onNote}
        >
          {t('orders.edit.note')}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={off}
          aria-label={t('orders.edit.deleteFor', { name: line.name })}
          onClick={onDelete}
        >
          {t('orders.edit.delete')}
        </button>
      </div>
    </li>
  );
}
