import { dinerNoticeEvents } from './emit-diner-notice.ts';
import { orderChangeEvents } from '../../realtime/emit-order-change.ts';
import type { Settlement } from './settle-order-if-paid.ts';
import { type NewsTarget, publish, type Told } from '../../realtime/publish.ts';

type OrderRef = {
  id: string;
  orderNumber: number;
  tableId: string;
  businessId: string;
  userId: string | null;
};

/**
 * After a committed payment (or a cancelled line that leaves only paid ones): order:payment:changed,
 * and when the order became paid payment:completed, order:status:changed 'paid' (001 §4: the
 * app moves it to history and clears its session) with the diner's notice of it. An order paid
 * before it is served keeps its kitchen status (ADR 054): order:status:changed says so, the
 * diner's notice still says paid. The sitting goes on until the staff clear the table or it is
 * idle (ADR 042). Given the payment's transaction, published after its commit (ADR 096).
 */
export function announceSettlement<T extends NewsTarget>(
  to: T,
  order: OrderRef,
  settlement: Settlement,
  now: Date,
): Told<T> {
  const news = orderChangeEvents(order, {
    kind: 'payment',
    status: settlement.status,
    isPaid: settlement.isPaid,
    paymentStatus: settlement.paymentStatus,
  });
  if (settlement.completed) {
    news.push(
      ...orderChangeEvents(order, { kind: 'status', status: settlement.status, updatedAt: now }),
      ...dinerNoticeEvents(order.userId, {
        kind: 'order_status',
        orderId: order.id,
        orderNumber: order.orderNumber,
        businessId: order.businessId,
        tableId: order.tableId,
        status: 'paid',
        reason: null,
        expectedReadyAt: null,
        createdAt: now,
      }),
    );
  }
  return publish(to, news);
}
