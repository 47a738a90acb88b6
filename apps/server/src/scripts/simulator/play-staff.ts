import { getOrderStatusLabel } from '@masa/core/orders/order-status';
import { SimulatorHttpError, type StaffClient } from './staff-client.ts';
import type { Log, SimMessage, SimOrder, SimRequest } from './simulator-types.ts';

/** The kitchen path the simulator walks an order along, one step at a time. */
const NEXT_ORDER_STATUS: Record<string, string> = {
  pending: 'received',
  received: 'preparing',
  processing: 'ready',
  preparing: 'ready',
  ready: 'delivered',
  on_the_way: 'delivered',
};
const NEXT_ITEM_STATUS: Record<string, string> = {
  pending: 'received',
  received: 'preparing',
  preparing: 'ready',
  ready: 'delivered',
};
const REPLIES: Record<string, string> = {
  status_request: 'Siparişinizi takip ediyoruz; durumunu uygulamada canlı görebilirsiniz.',
  complaint: 'Yaşadığınız sorun için özür dileriz, hemen ilgileniyoruz.',
  compliment: 'Güzel sözleriniz için çok teşekkür ederiz!',
  special_request: 'İsteğinizi aldık, hemen ilgileniyoruz.',
  other: 'Mesajınızı aldık, hemen ilgileniyoruz.',
};

const where = (r: { orderNumber: number | null; tableName: string }) =>
  `${r.tableName}${r.orderNumber ? ` · #${r.orderNumber}` : ''}`;

/**
 * One business's staff at a human pace: every action on an order or a request waits `stepMs`
 * after the previous one (half of it for a first reaction to a call, a bill or a message).
 */
export class StaffPlayer {
  /** When the next action on a thing (order:…, call:…, bill:…, split:…, message:…) may happen. */
  private readonly due = new Map<string, number>();

  constructor(
    private readonly client: StaffClient,
    private readonly stepMs: number,
    private readonly log: Log,
  ) {}

  /** True when the thing was seen before and its time has come; a new one is scheduled. */
  private ready(key: string, now: number, delay = this.stepMs): boolean {
    const at = this.due.get(key);
    if (at === undefined) this.due.set(key, now + delay);
    return at !== undefined && at <= now;
  }

  private later(key: string, now: number) {
    this.due.set(key, now + this.stepMs);
  }

  async play(now: number): Promise<void> {
    await this.orders(now);
    await this.waiterCalls(now);
    await this.billRequests(now);
    await this.splitRequests(now);
    await this.messages(now);
  }

  private async act(what: () => Promise<unknown>): Promise<void> {
    try {
      await what();
    } catch (error) {
      const text = error instanceof SimulatorHttpError ? error.message : String(error);
      this.log(`İşlem yapılamadı: ${text}`, 'action refused');
    }
  }

  private async orders(now: number) {
    const orders = await this.client.call<SimOrder[]>('GET', '/orders?active=true');
    for (const order of orders) {
      const key = `order:${order.id}`;
      if (!this.due.has(key)) {
        this.log(
          `Yeni sipariş #${order.orderNumber} · ${order.table.name} · ${order.items.length} ürün`,
          'new order',
        );
      }
      if (!this.ready(key, now)) continue;
      this.later(key, now);
      const next = NEXT_ORDER_STATUS[order.status];
      const label = `#${order.orderNumber} · ${order.table.name}`;
      if (next) {
        await this.act(async () => {
          await this.client.call('PATCH', `/orders/${order.id}/status`, { status: next });
          this.log(
            `${label}: ${getOrderStatusLabel(order.status)} → ${getOrderStatusLabel(next)}`,
            `order ${next}`,
          );
        });
        continue;
      }
      const item = order.items.find((i) => NEXT_ITEM_STATUS[i.status]);
      if (item) {
        const status = NEXT_ITEM_STATUS[item.status]!;
        await this.act(async () => {
          await this.client.call('PATCH', `/orders/${order.id}/items/${item.id}/status`, {
            status,
          });
          this.log(`${label}: ${item.name} → ${status}`, `item ${status}`);
        });
      }
    }
  }

  private async waiterCalls(now: number) {
    const calls = await this.client.call<SimRequest[]>(
      'GET',
      '/waiter-calls?status=pending,acknowledged',
    );
    for (const call of calls) {
      if (!this.ready(`call:${call.id}`, now, this.stepMs / 2)) continue;
      this.later(`call:${call.id}`, now);
      const status = call.status === 'pending' ? 'acknowledged' : 'resolved';
      await this.act(async () => {
        await this.client.call('PATCH', `/waiter-calls/${call.id}`, { status });
        this.log(
          status === 'acknowledged'
            ? `${where(call)}: garson yolda`
            : `${where(call)}: garson çağrısı kapatıldı`,
          status === 'acknowledged' ? 'waiter on the way' : 'waiter call resolved',
        );
      });
    }
  }

  private async billRequests(now: number) {
    const bills = await this.client.call<SimRequest[]>(
      'GET',
      '/bill-requests?status=pending,acknowledged',
    );
    for (const bill of bills) {
      if (!this.ready(`bill:${bill.id}`, now, this.stepMs / 2)) continue;
      this.later(`bill:${bill.id}`, now);
      if (bill.status === 'pending') {
        await this.act(async () => {
          await this.client.call('PATCH', `/bill-requests/${bill.id}`, { status: 'acknowledged' });
          this.log(`${where(bill)}: hesap getiriliyor`, 'bill request acknowledged');
        });
        continue;
      }
      const method = bill.paymentMethod ?? 'cash';
      await this.act(async () => {
        await this.client.call('POST', `/orders/${bill.orderId}/payments`, {
          method,
          billRequestId: bill.id,
          tip: bill.tipAmount ?? 0,
        });
        this.log(`${where(bill)}: ödeme alındı (${method}), sipariş kapandı`, 'bill paid');
      });
    }
  }

  private async splitRequests(now: number) {
    const splits = await this.client.call<SimRequest[]>(
      'GET',
      '/split-requests?status=pending,approved',
    );
    for (const split of splits) {
      const key = `split:${split.id}`;
      if (split.status === 'approved' && !this.due.has(key)) continue; // approved by someone else
      if (!this.ready(key, now, this.stepMs / 2)) continue;
      if (split.status === 'pending') {
        this.later(key, now);
        await this.act(async () => {
          await this.client.call('PATCH', `/split-requests/${split.id}`, { status: 'approved' });
          this.log(`${where(split)}: hesap bölme isteği onaylandı`, 'split request approved');
        });
        continue;
      }
      this.due.set(key, Number.POSITIVE_INFINITY);
      const method = split.paymentMethod ?? 'cash';
      await this.act(async () => {
        await this.client.call('POST', `/orders/${split.orderId}/payments`, {
          method,
          splitBillRequestId: split.id,
          tip: split.tipAmount ?? 0,
        });
        this.log(`${where(split)}: bölünen hesabın ödemesi alındı (${method})`, 'split paid');
      });
    }
  }

  private async messages(now: number) {
    const messages = await this.client.call<SimMessage[]>('GET', '/messages?unanswered=true');
    const byOrder = new Map(messages.map((m) => [m.orderId, m]));
    for (const message of byOrder.values()) {
      if (!this.ready(`message:${message.id}`, now, this.stepMs / 2)) continue;
      const reply = REPLIES[message.messageType] ?? REPLIES.other!;
      await this.act(async () => {
        await this.client.call('POST', `/orders/${message.orderId}/messages`, { message: reply });
        this.log(`${where(message)}: mesaja yanıt verildi: "${reply}"`, 'message answered');
      });
    }
  }
}
