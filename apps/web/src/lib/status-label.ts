import { isOrderStatus } from '@masa/core/orders/order-status';
import { shownOrderStatus } from '@masa/core/orders/shown-order-status';
import { texts } from '../i18n/texts.ts';

const t = texts('statuses');

/** The label of an order's or a line's status in the diner's language; missing is pending. */
export function statusLabel(status: string | null | undefined): string {
  const value = status || 'pending';
  return isOrderStatus(value) ? t(`statuses.order.${value}`) : value;
}

/**
 * The head of an order: its status as its lines tell it (core shownOrderStatus), so a served
 * order with a new line pending reads 'Kısmen Teslim Edildi', not 'Teslim Edildi' (issue 30).
 */
export function orderHeadStatus(order: Parameters<typeof shownOrderStatus>[0]) {
  const status = shownOrderStatus(order);
  const label = status === 'partly_delivered' ? t('statuses.partlyDelivered') : statusLabel(status);
  return { status, label };
}
