import type { OrderItemResponse } from '@masa/core/orders/order-response.schemas';
import { parseItemNotes } from '@masa/core/orders/parse-item-notes';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';

const DONE = new Set(['ready', 'delivered']);
/**
 * Past this many characters a name has its line's buttons under it, not beside it: beside them,
 * a 1024 px board's column leaves a name about 80 px, and "Közlenmiş Patlıcanlı Hünkârbeğendi
 * Tabak" ran under "Düzelt" and "Tükendi". Shorter names keep the buttons beside them, so a busy
 * board's cards stay as short as they were (board-rush.spec.ts).
 */
const LONG_NAME = 24;

/**
 * One line of a card: quantity, name, options, extras, removals and notes. Tapping the check
 * crosses it off (the line is ready; a ready line becomes delivered).
 */
export function OrderLine({
  item,
  onCrossOff,
  busy,
  action,
}: {
  item: OrderItemResponse;
  onCrossOff: (status: 'ready' | 'delivered') => void;
  busy: boolean;
  /** A control at the line's end, such as the sold-out switch. */
  action?: ReactNode;
}) {
  const { t } = useI18n();
  const notes = parseItemNotes(item.notes);
  const options = Object.entries(item.selectedOptions).map(
    ([group, values]) => `${group}: ${values.join(', ')}`,
  );
  const extras = [...new Set([...item.selectedAdditions.map((a) => a.name), ...notes.extras])];
  const cancelled = item.status === 'cancelled';
  const done = DONE.has(item.status);
  const next = item.status === 'ready' ? 'delivered' : 'ready';
  const label =
    next === 'ready'
      ? t('board.lineDone', { name: item.name })
      : t('board.lineDelivered', { name: item.name });

  return (
    <li
      className={`line${done ? ' line-done' : ''}${cancelled ? ' line-cancelled' : ''}${
        item.name.length > LONG_NAME ? ' line-long' : ''
      }`}
    >
      <button
        type="button"
        className="line-check"
        aria-label={label}
        aria-pressed={done}
        disabled={busy || cancelled || item.status === 'delivered'}
        onClick={() => onCrossOff(next)}
      >
        {done ? '✓' : ''}
      </button>
      <div className="line-text">
        <span className="line-name">
          {item.quantity} × {item.name}
        </span>
        {options.length > 0 && (
          <span className="line-detail">
            {t('board.options')}: {options.join(' · ')}
          </span>
        )}
        {extras.length > 0 && (
          <span className="line-detail">
            {t('board.extras')}: {extras.join(', ')}
          </span>
        )}
        {notes.removals.length > 0 && (
          <span className="line-detail">
            {t('board.removals')}: {notes.removals.join(', ')}
          </span>
        )}
        {notes.specialNotes.length > 0 && (
          <span className="line-note">
            {t('board.note')}: {notes.specialNotes.join(' ')}
          </span>
        )}
      </div>
      {action}
    </li>
  );
}
