import { formatEditCountdown, isOrderEditable } from '@masa/core/orders/edit-window';
import { isOrderOpen } from '@masa/core/orders/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';
import { confirmOrder } from '../api/confirm-order.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { replaceCachedOrder } from '../utils/order-cache.ts';

/**
 * The edit window on an order card (001 §4): while not confirmed and editableUntil is ahead, a
 * per-second m:ss countdown with 'Düzenle' and 'Onayla'. Confirming tells the business,
 * hides the countdown and reloads; a confirmed order says so.
 */
export function EditWindowBlock({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const notify = useOrderNotify();
  const t = tr.orders.editWindow;
  const open = !order.confirmedAt && !!order.editableUntil && isOrderOpen(order);
  const now = useNow(open);
  const confirm = useMutation({
    mutationFn: () => confirmOrder(order.id),
    onSuccess: ({ data, message }) => {
      replaceCachedOrder(queryClient, data);
      notify.success(message ?? t.confirmed);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) =>
      notify.error(describeFailure(error, { refused: t.confirmFailed, service: t.confirmFailed })),
  });

  if (order.confirmedAt)
    return <p className="edit-window edit-window--done">{t.alreadyConfirmed}</p>;
  const until = order.editableUntil;
  if (!open || !until || !isOrderEditable({ now: new Date(now), editableUntil: until }))
    return null;

  return (
    <div className="edit-window" role="group" aria-label={t.label}>
      <p className="edit-window__time">
        {t.label}: <span role="timer">{formatEditCountdown(new Date(until).getTime() - now)}</span>
      </p>
      <div className="edit-window__buttons">
        <Link to={`/edit-order/${order.id}`} className="button button--secondary">
          {t.edit}
        </Link>
        <button
          type="button"
          className="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {confirm.isPending ? t.confirming : t.confirm}
        </button>
      </div>
    </div>
  );
}
