import { MESSAGE_TYPE_LABELS } from '@masa/core/orders/order.schemas';
import { ORDER_STATUS_LABELS } from '@masa/core/orders/order-status';

// The labels of an order's (and a line's) status and of a message's type, as 001 §4 and §5
// give them: core keeps them, the server's answers use them too.
export const statuses = {
  order: ORDER_STATUS_LABELS,
  /** An order's head when some lines are served and others not yet (issue 30). */
  partlyDelivered: 'Kısmen Teslim Edildi', // ours
  messageTypes: MESSAGE_TYPE_LABELS,
};
