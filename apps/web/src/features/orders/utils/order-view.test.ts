import { describe, expect, it } from 'vitest';
import { makeItem, makeOrder } from '../../../testing/order-fixture.ts';
import {
  expectedTimeOf,
  historyHighlight,
  itemNameOf,
  itemPaymentOf,
  orderNumberText,
  splitOrders,
  tableNameOf,
} from './order-view.ts';

const at = (hour: number, overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({
    id: `order-${hour}`.padEnd(24, '0'),
    createdAt: `2025-11-22T${hour}:00:00.000Z`,
    ...overrides,
  });

describe('orders screen rules (001 §2, §4, §9)', () => {
  it("names the table's second bill beside the table, the first bill not (ADR 078)", () => {
    const table = { ...makeOrder().table!, name: 'Bahçe 3' };
    expect(tableNameOf(makeOrder({ table, billLabel: 'Hesap 2' }))).toBe('Bahçe 3 · Hesap 2');
    expect(tableNameOf(makeOrder({ table, billLabel: null }))).toBe('Bahçe 3');
  });

  it('shows the order number, or the first 6 characters of the id', () => {
    expect(orderNumberText(makeOrder({ orderNumber: 42 }))).toBe('42');
    expect(orderNumberText({ id: '6650f1c2a4b3d5e6f7a8b901', orderNumber: null })).toBe('6650f1');
  });

  it('splits active from history, newest first', () => {
    const orders = [
      at(10),
      at(12, { status: 'preparing' }),
      at(11, { isPaid: true, status: 'paid' }),
      at(13, { status: 'cancelled' }),
      // Paid before it is made: still on its way to the table (ADR 054).
      at(14, { isPaid: true, status: 'preparing' }),
    ];
    const { active, history } = splitOrders(orders);
    expect(active.map((o) => o.createdAt.slice(11, 13))).toEqual(['14', '12', '10']);
    expect(history.map((o) => o.createdAt.slice(11, 13))).toEqual(['13', '11']);
  });

  it('highlights the 2 latest paid, delivered or completed orders that are not cancelled', () => {
    const orders = [
      at(10, { isPaid: true }),
      at(11, { status: 'delivered' }),
      at(12, { status: 'completed', isCancelled: true }),
      at(13, { status: 'preparing' }),
      at(14, { paymentStatus: 'approved' }),
    ];
    expect(historyHighlight(orders).map((o) => o.createdAt.slice(11, 13))).toEqual(['14', '11']);
  });

  it('marks items paid or partly paid', () => {
    expect(itemPaymentOf(makeItem({ isPaid: true }))).toEqual({ kind: 'paid' });
    expect(itemPaymentOf(makeItem({ quantity: 3, paidQuantity: 3 }))).toEqual({ kind: 'paid' });
    expect(itemPaymentOf(makeItem({ quantity: 3, paidQuantity: 1 }))).toEqual({
      kind: 'partial',
      paid: 1,
      quantity: 3,
    });
    expect(itemPaymentOf(makeItem())).toBeNull();
  });
});

describe("the order card's expected time (issue 20)", () => {
  const order = {
    status: 'received',
    expectedReadyAt: '2026-11-26T09:20:00.000Z',
    preparationMinutes: 20,
  };

  it('shows the clock time once accepted, while the kitchen works', () => {
    expect(expectedTimeOf(order)).toEqual({ label: 'Tahmini Hazır', value: '12:20' });
    expect(expectedTimeOf({ ...order, status: 'preparing' })?.value).toBe('12:20');
  });

  it('shows how long the longest dish takes while the order waits, then nothing', () => {
    expect(expectedTimeOf({ ...order, status: 'pending', expectedReadyAt: null })).toEqual({
      label: 'Hazırlık Süresi',
      value: 'yaklaşık 20 dk',
    });
    expect(expectedTimeOf({ ...order, status: 'ready' })).toBeNull();
    expect(expectedTimeOf({ ...order, status: 'pending', preparationMinutes: null })).toBeNull();
  });
});

describe('an order line without a name', () => {
  it("reads the product's name, else 'Ürün' (001 §3, §9)", () => {
    expect(itemNameOf(makeItem({ name: '', product: { name: 'Çay' } as never }))).toBe('Çay');
    expect(itemNameOf(makeItem({ name: '', product: null }))).toBe('Ürün');
  });
});
