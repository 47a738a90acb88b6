import { formatEditCountdown } from '@masa/core/orders/edit-window';
import { isOrderCancelled, isOrderPaid } from '@masa/core/orders/order-status';
import { orderHeadStatus } from '../../../lib/status-label.ts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Banner } from '../../../components/ui/banner.tsx';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';
import type { EditStatus, Order } from '../../../lib/orders/order-types.ts';
import type { useEditWindow } from '../hooks/use-edit-window.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { tableNameOf } from '../utils/order-view.ts';
import { DebugCorner } from './debug-panel.tsx';

const t = texts('orders');

type Props = {
  order: Order;
  editWindow: ReturnType<typeof useEditWindow>;
  status: UseQueryResult<EditStatus>;
  /** Some line can no longer change: the kitchen started it, or part of it is paid. */
  hasLockedLines: boolean;
};

/** Why a closed order cannot change, in the diner's words. */
function closedReason(order: Order, confirmed: boolean): string {
  if (isOrderCancelled(order)) return t('orders.edit.cancelledOrder');
  if (isOrderPaid(order)) return t('orders.edit.paidOrder');
  if (confirmed) return t('orders.edit.confirmedOrder');
  return t('orders.edit.locked');
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
  const check = async () => {
    const result = await status.refetch();
    if (!result.isError) return;
    notify.error(
      describeFailure(result.error, {
        refused: t('orders.edit.checkFailed'),
        service: t('orders.edit.checkFailed'),
      }),
    );
  };

  return (
    <section className="card">
      <DebugCorner onToggle={() => setDebug((value) => !value)} />
      <dl className="edit-facts">
        <div>
          <dt>{t('orders.edit.table')}</dt>
          <dd>{tableNameOf(order)}</dd>
        </div>
        <div>
          <dt>{t('orders.card.persons')}</dt>
          <dd>{order.personCount}</dd>
        </div>
        {order.notes && (
          <div>
            <dt>{t('orders.card.orderNote')}</dt>
            <dd>{order.notes}</dd>
          </div>
        )}
        <div>
          <dt>{t('orders.edit.status')}</dt>
          <dd>{orderHeadStatus(order).label}</dd>
        </div>
        <div>
          <dt>{t('orders.edit.remaining')}</dt>
          <dd>
            <span role="timer">{formatEditCountdown(editWindow.remainingMs)}</span>
          </dd>
        </div>
      </dl>
      {!editWindow.open && (
        <Banner kind="error">{closedReason(order, editWindow.confirmed)}</Banner>
      )}
      {editWindow.open && hasLockedLines && (
        <Banner kind="info">{t('orders.edit.lockedLines')}</Banner>
      )}
      {debug && (
        <div className="edit-debug" role="region" aria-label={t('orders.debug.title')}>
          <p className="edit-debug__line">
            {t('orders.edit.debugLine', {
              canEdit: editWindow.open,
              until: editWindow.until ?? '-',
            })}
          </p>
          <button type="button" className="button button--secondary" onClick={() => void check()}>
            {t('orders.edit.debugCheck')}
          </button>
        </div>
      )}
    </section>
  );
}
