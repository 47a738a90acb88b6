import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { useState } from 'react';
import { LineCorrectionsDialog } from '../../../lib/corrections/components/line-corrections-dialog.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { useChangeItemStatus } from '../../../lib/orders/active-orders.ts';
import { OrderLine } from './order-line.tsx';
import { LineCorrectButton, correctableLine } from './line-correct-button.tsx';
import { SoldOutButton } from './sold-out-button.tsx';

/** Lines a card shows before "+k more": a long order keeps its card short (issue 29). */
export const LINES_SHOWN = 4;

/**
 * A card's lines, each crossed off with its check. Past LINES_SHOWN (and one more, which would
 * take the place of its own "+1 more") the rest fold away behind a toggle, so a seven-line
 * order does not push the next cards, and its own button, off a tablet's screen. Who may
 * correct (not the kitchen) gets "Düzelt" on each unpaid line: void or ikram (ADR 073).
 */
export function CardLines({
  order,
  crossOff,
  canCorrect,
}: {
  order: OrderResponse;
  crossOff: ReturnType<typeof useChangeItemStatus>;
  canCorrect: boolean;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [correcting, setCorrecting] = useState<string | null>(null);
  const correctLine = correcting ? correctableLine(order, correcting) : undefined;
  const folds = order.items.length > LINES_SHOWN + 1;
  const shown = folds && !open ? order.items.slice(0, LINES_SHOWN) : order.items;
  return (
    <>
      <ul className="lines">
        {shown.map((item) => (
          <OrderLine
            key={item.id}
            item={item}
            busy={crossOff.isPending}
            onCrossOff={(status) => crossOff.mutate({ orderId: order.id, itemId: item.id, status })}
            action={
              <span className="line-actions">
                {canCorrect && (
                  <LineCorrectButton order={order} itemId={item.id} onOpen={setCorrecting} />
                )}
                {item.productId && <SoldOutButton productId={item.productId} name={item.name} />}
              </span>
            }
          />
        ))}
      </ul>
      {folds && (
        <button
          type="button"
          className="lines-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open
            ? t('board.fewerLines')
            : t('board.moreLines', { n: order.items.length - LINES_SHOWN })}
        </button>
      )}
      {correctLine && (
        <LineCorrectionsDialog
          orderId={order.id}
          line={correctLine}
          onClose={() => setCorrecting(null)}
        />
      )}
    </>
  );
}
