import { formatEditCountdown, isOrderEditable } from '@masa/core/orders/edit-window';
import { isOrderOpen } from '@masa/core/orders/order-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';
import { confirmOrder } from '../api/confirm-order.ts';
import { orderKeys } from '../../../lib/orders/order-keys.ts';
import type { Order } from '../../../lib/orders/order-types.ts';
import { useNow } from '../hooks/use-now.ts';
import { useOrderNotify } from '../hooks/use-order-notify.ts';
import { replaceCachedOrder } from '../utils/order-cache.ts';

const t = texts('orders');

/**
 * The edit window on an order card (001 §4): while not confirmed and editableUntil is ahead, a
 * per-second m:ss countdown with 'Düzenle' and 'Onayla'. Confirming tells the business,
 * hides the countdown and reloads; a confirmed order says so.
 */
export function EditWindowBlock({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const notify = useOrderNotify();
  const open = !order.confirmedAt && !!order.editableUntil && isOrderOpen(order);
  const now = useNow(open);
  const confirm = useMutation({
    mutationFn: () => confirmOrder(order.id),
    onSuccess: ({ data, message }) => {
      replaceCachedOrder(queryClient, data);
      notify.success(message ?? t('orders.editWindow.confirmed'));
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) =>
      notify.error(
        describeFailure(error, {
          refused: t('orders.editWindow.confirmFailed'),
          service: t('orders.editWindow.confirmFailed'),
        }),
      ),
  });

  if (order.confirmedAt)
    return (
      <p className="edit-window edit-window--done">{t('orders.editWindow.alreadyConfirmed')}</p>
    );
  const until = order.editableUntil;
  if (!open || !until || !isOrderEditable({ now: new Date(now), editableUntil: until }))
    return null;

  return (
    <div className="edit-window" role="group" aria-label={t('orders.editWindow.label')}>
      <p className="edit-window__time">
        {t('orders.editWindow.label')}:{' '}
        <span role="timer">{formatEditCountdown(new Date(until).getTime() - now)}</span>
      </p>
      <div className="edit-window__buttons">
        <Link to={`/edit-order/${order.id}`} className="button button--secondary">
          {t('orders.editWindow.edit')}
        </Link>
        <button
          type="button"
          className="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate()}
        >
          {confirm.isPending ? t('orders.editWindow.confirming') : t('orders.editWindow.confirm')}
        </button>
      </div>
    </div>
  );
}
