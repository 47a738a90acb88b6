import type { OrderStatus } from '../../db/schema/enums.ts';

/**
 * The order status once its bill is asked for (001 §4 names `bill_requested`): a served order
 * (delivered) waits for its bill in `bill_requested`; an order the kitchen still works on keeps
 * its kitchen status, so the board and the kitchen display still show where it is, and reaches
 * `bill_requested` when the staff deliver it. The order's `billRequested` flag says it either
 * way (ADR 039).
 */
export function statusWithBillRequested(status: OrderStatus): OrderStatus {
  return status === 'delivered' ? 'bill_requested' : status;
}
