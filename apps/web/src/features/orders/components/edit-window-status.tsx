import { formatEditCountdown } from '@masa/core/orders/edit-window';
import { isOrderCancelled, isOrderPaid } from '@masa/core/orders/order-status';
import { orderHeadStatus } from '../../../lib/status-label.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { tr } from '../../../i18n/tr.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';
import type { EditStatus, Order } from '../../../lib/orders/order-types.ts';
import type { useEditWindow } from '../hooks/use-edit-window.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { tableNameOf } from '../utils/order-view.ts';
import { DebugCorner } from './debug-panel.tsx';

type Props = {
  order: Order;
  editWindow: ReturnType<typeof useEditWindow>;
  status: UseQueryResult<EditStatus>;
  /** Some line can no longer change: the kitchen started it, or part of it is paid. */
  hasLockedLines: boolean;
};

/** Why a closed order cannot change, in the diner's words. */
function closedReason(order: Order, confirmed: boolean): string {
  if (isOrderCancelled(order)) return tr.orders.edit.cancelledOrder;
  if (isOrderPaid(order)) return tr.orders.edit.paidOrder;
  if (confirmed) return tr.orders.edit.confirmedOrder;
  return tr.orders.edit.locked;
}

/**
 * The edit screen's head (001 §2, §4): table, status, remaining time, and why something cannot
 * change: one banner when the order is no longer editable (the expiry warning itself is the
 * toast), a note when the kitchen has started lines. The debug line and its edit-status check
 * show only to whoever alt-clicks the tiny corner, as on the orders list (ADR 026).
 */
export function EditWindowStatus({ order, editWindow, status, hasLockedLines }: Props) {
  const notify = useOrderNotify();
  const [debug, setDebug] = useState(false);
  const t = tr.orders.edit;
  const check = async () => {
    const result = await status.refetch();
    if (!result.isError) return;
    notify.error(describeFailure(result.error, { refused: t.checkFailed, service: t.checkFailed }));
  };

  return (
    <section className="card">
      <DebugCorner onToggle={() => setDebug((value) => !value)} />
      <dl className="edit-facts">
        <div>
          <dt>{t.table}</dt>
          <dd>{tableNameOf(order)}</dd>
        </div>
        <div>
          <dt>{tr.orders.card.persons}</dt>
          <dd>{order.personCount}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>{tr.orders.card.orderNote}</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        <div>
          <dt>{t.status}</dt>
          <dd>{orderHeadStatus(order).label}</dd>
        </div>
        <div>
          <dt>{t.remaining}</dt>
          <dd>
            <span role="timer">{formatEditCountdown(editWindow.remainingMs)}</span>
          </dd>
        </div>
      </dl>
      {!editWindow.open && (
        <Banner kind="error">{closedReason(order, editWindow.confirmed)}</Banner>
      )}
      {editWindow.open && hasLockedLines && <Banner kind="info">{t.lockedLines}</Banner>}
      {debug && (
        <div className="edit-debug" role="region" aria-label={tr.orders.debug.title}>
          <p className="edit-debug__line">
            {t.debugLine(editWindow.open, editWindow.until ?? '-')}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void check()}>
            {t.debugCheck}
          </button>
        </div>
      )}
    </section>
  );
}
