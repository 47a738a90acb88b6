import { isOrderStatus } from '@masa/core/orders/order-status';
import { tr } from '../i18n/tr.ts';

/** The label of an order's or a line's status in the diner's language; missing is pending. */
export function statusLabel(status: string | null | undefined): string {
  const value = status || 'pending';
  return isOrderStatus(value) ? tr.statuses.order[value] : value;
}
