import { formatEditCountdown } from '@masa/core/orders/edit-window';
import { getOrderStatusLabel } from '@masa/core/orders/order-status';
import type { UseQueryResult } from '@tanstack/react-query';
import { Banner } from '../../../components/ui/banner.tsx';
import { tr } from '../../../i18n/tr.ts';
import type { EditStatus, Order } from '../api/order-types.ts';
import type { useEditWindow } from '../hooks/use-edit-window.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { tableNameOf } from '../utils/order-view.ts';

type Props = {
  order: Order;
  editWindow: ReturnType<typeof useEditWindow>;
  status: UseQueryResult<EditStatus>;
};

/**
 * The edit screen's head (001 §2, §4): table, status, remaining time, the expiry warning, the
 * 'no longer editable' banner, and the debug line with its edit-status check.
 */
export function EditWindowStatus({ order, editWindow, status }: Props) {
  const notify = useOrderNotify();
  const t = tr.orders.edit;
  const check = async () => {
    const result = await status.refetch();
    if (result.isError) notify.error(result.error.message || t.checkFailed);
  };

  return (
    <section className="card">
      <dl className="edit-facts">
        <div>
          <dt>{t.table}</dt>
          <dd>{tableNameOf(order)}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>{getOrderStatusLabel(order.status)}</dd>
        </div>
        <div>
          <dt>{t.remaining}</dt>
          <dd>
            <span role="timer">{formatEditCountdown(editWindow.remainingMs)}</span>
          </dd>
        </div>
      </dl>
      {editWindow.warning && <Banner kind="warning">{editWindow.warning}</Banner>}
      {!editWindow.open && <Banner kind="error">{t.locked}</Banner>}
      <p className="edit-debug">{t.debugLine(editWindow.canEdit, editWindow.until ?? '-')}</p>
      <button type="button" className="checkout-link-button" onClick={() => void check()}>
        {t.debugCheck}
      </button>
    </section>
  );
}
