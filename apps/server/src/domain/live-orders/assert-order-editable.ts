import { isOrderEditable } from '@masa/core/orders/edit-window';
import { isOrderOpen } from '@masa/core/orders/order-status';
import { refuse } from '../../lib/app-error.ts';
import type { OrderRow } from '../orders/to-order-response.ts';

/**
 * Editable (001 §4): not confirmed, editableUntil still ahead, and the order still active
 * (neither paid nor cancelled). Anything else answers 409 'Düzenleme süresi dolmuş'.
 */
export function assertOrderEditable(order: OrderRow, now: Date): void {
  if (!isOrderOpen(order) || !isOrderEditable({ now, ...order })) {
    throw refuse(409, 'EDIT_WINDOW_EXPIRED');
  }
}
