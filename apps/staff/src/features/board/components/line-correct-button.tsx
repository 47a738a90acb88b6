import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import './line-correct-button.css';

/**
 * The bill's line of a card's item when it can still be voided or given as ikram: not
 * cancelled, not ikram already, some unit unpaid (the server refuses the rest, ADR 073).
 */
export const correctableLine = (order: OrderResponse, itemId: string) =>
  order.bill.lines.find(
    (line) =>
      line.id === itemId && !line.cancelled && !line.ikram && line.quantity > line.paidQuantity,
  );

/** "Düzelt" at a board line's end: opens the line's void / ikram dialog. */
export function LineCorrectButton({
  order,
  itemId,
  onOpen,
}: {
  order: OrderResponse;
  itemId: string;
  onOpen: (itemId: string) => void;
}) {
  const { t } = useI18n();
  const line = correctableLine(order, itemId);
  if (!line) return null;
  return (
    <button
      type="button"
      className="line-correct"
      aria-label={t('corrections.correct', { name: line.name })}
      onClick={() => onOpen(itemId)}
    >
      {t('corrections.correctShort')}
    </button>
  );
}
