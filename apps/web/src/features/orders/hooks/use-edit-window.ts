import { isOrderEditable } from '@masa/core/orders/edit-window';
import { isOrderOpen } from '@masa/core/orders/order-status';
import { useEffect, useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import type { EditStatus, Order } from '../../../lib/orders/order-types.ts';
import { useNow } from './use-now.ts';
import { useOrderNotify } from './use-order-notify.ts';

const t = texts('orders');

/**
 * The warning when the window runs out on screen (001 §4): 'Düzenleme süresi doldu!', or
 * 'Bekleyen ürünler için düzenleme süresi doldu!' while some items are still pending.
 */
export function expiryWarning({
  expiredHere,
  pending,
}: {
  expiredHere: boolean;
  pending: boolean;
}) {
  if (!expiredHere) return null;
  return pending ? t('orders.edit.expiredPending') : t('orders.edit.expired');
}

/**
 * The edit screen's window (001 §4): open while the server says canEdit and editableUntil is
 * ahead (the fresher edit-status answer wins over the order). When it closes on screen, the
 * warning 'Düzenleme süresi doldu!' (or its pending-items form) is toasted once and returned.
 */
export function useEditWindow(order: Order, status: EditStatus | undefined) {
  const notify = useOrderNotify();
  const until = status ? status.editableUntil : order.editableUntil;
  const confirmedAt = status ? status.confirmedAt : order.confirmedAt;
  const canEdit = (status ? status.canEdit : order.canEdit) && isOrderOpen(order);
  const now = useNow(canEdit);
  const open =
    canEdit && isOrderEditable({ now: new Date(now), editableUntil: until, confirmedAt });
  const [openedOpen] = useState(open);
  const pending = status?.hasPendingItems ?? order.items.some((item) => item.status === 'pending');
  const warning = expiryWarning({ expiredHere: openedOpen && !open, pending });

  useEffect(() => {
    if (warning) notify.warning(warning);
  }, [warning, notify]);

  const remainingMs = open && until ? new Date(until).getTime() - now : 0;
  return { open, remainingMs, warning, until, confirmed: Boolean(confirmedAt) };
}
