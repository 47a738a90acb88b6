import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  getOrderStatusLabel,
  isOrderActive,
  isOrderCancelled,
  isOrderHistory,
  isOrderOpen,
  isOrderPaid,
  isOrderUnserved,
  sortOrdersNewestFirst,
} from './order-status.ts';

describe('order status labels (001 §4)', () => {
  it('names every status in Turkish', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'Bekliyor',
      received: 'Alındı',
      preparing: 'Hazırlanıyor',
      processing: 'İşleniyor',
      ready: 'Hazır',
      on_the_way: 'Yolda',
      delivered: 'Teslim Edildi',
      completed: 'Tamamlandı',
      cancelled: 'İptal Edildi',
      paid: 'Ödendi',
      refunded: 'İade Edildi',
      bill_requested: 'Hesap İstendi',
    });
    expect(getOrderStatusLabel(undefined)).toBe('Bekliyor');
    expect(getOrderStatusLabel('mystery')).toBe('mystery');
  });
});

describe('order predicates (001 §4)', () => {
  it('reads paid from every documented field', () => {
    expect(isOrderPaid({ isPaid: true })).toBe(true);
    expect(isOrderPaid({ payment: { isPaid: true } })).toBe(true);
    for (const paymentStatus of ['paid', 'completed', 'approved']) {
      expect(isOrderPaid({ paymentStatus })).toBe(true);
    }
    expect(isOrderPaid({ status: 'paid' })).toBe(true);
    expect(isOrderPaid({ status: 'completed' })).toBe(true);
    expect(isOrderPaid({ status: 'delivered', paymentStatus: 'pending' })).toBe(false);
  });

  it('reads cancelled from status cancelled or refunded, or isCancelled', () => {
    expect(isOrderCancelled({ status: 'cancelled' })).toBe(true);
    expect(isOrderCancelled({ status: 'refunded' })).toBe(true);
    expect(isOrderCancelled({ status: 'preparing', isCancelled: true })).toBe(true);
    expect(isOrderCancelled({ status: 'ready' })).toBe(false);
  });

  it('keeps unpaid, uncancelled orders in active statuses active; missing status is pending', () => {
    for (const status of ['pending', 'received', 'preparing', 'processing', 'ready']) {
      expect(isOrderActive({ status })).toBe(true);
    }
    for (const status of ['on_the_way', 'delivered', 'bill_requested', null, '']) {
      expect(isOrderActive({ status })).toBe(true);
    }
    expect(isOrderActive({})).toBe(true);
    expect(isOrderActive({ status: 'delivered', isPaid: true })).toBe(false);
    expect(isOrderActive({ status: 'preparing', isCancelled: true })).toBe(false);
    expect(isOrderActive({ status: 'completed' })).toBe(false);
  });

  it('puts paid and cancelled orders in history, and nothing is in both lists', () => {
    const samples = [
      { status: 'paid' },
      { status: 'refunded' },
      { isCancelled: true },
      { status: 'delivered', paymentStatus: 'approved' },
      { status: 'ready' },
      {},
      { status: 'received', isPaid: true },
    ];
    expect(samples.map(isOrderHistory)).toEqual([true, true, true, true, false, false, false]);
    for (const order of samples) expect(isOrderActive(order) && isOrderHistory(order)).toBe(false);
  });

  it('keeps an order paid before it is made active until it is served (issue 29)', () => {
    for (const status of [
      'pending',
      'received',
      'preparing',
      'processing',
      'ready',
      'on_the_way',
    ]) {
      const paid = { status, isPaid: true, paymentStatus: 'paid' };
      expect(isOrderUnserved(paid)).toBe(true);
      expect(isOrderActive(paid)).toBe(true);
      expect(isOrderHistory(paid)).toBe(false);
      // Paid: it takes no more items, edits or payments.
      expect(isOrderOpen(paid)).toBe(false);
      expect(isOrderOpen({ status })).toBe(true);
    }
    for (const status of ['delivered', 'bill_requested', 'paid', 'completed']) {
      const paid = { status, isPaid: true };
      expect(isOrderUnserved(paid)).toBe(false);
      expect(isOrderActive(paid)).toBe(false);
      expect(isOrderHistory(paid)).toBe(true);
    }
    expect(isOrderUnserved({ status: 'preparing', isCancelled: true })).toBe(false);
    expect(isOrderActive({ status: 'received', isPaid: true, isCancelled: true })).toBe(false);
  });

  it('sorts newest first, unreadable dates last, without touching the input', () => {
    const orders = [
      { id: 'a', createdAt: '2025-01-01T10:00:00Z' },
      { id: 'b', createdAt: null },
      { id: 'c', createdAt: new Date('2025-03-01T10:00:00Z') },
      { id: 'd', createdAt: '2025-02-01T10:00:00Z' },
    ];
    expect(sortOrdersNewestFirst(orders).map((o) => o.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(orders[0]?.id).toBe('a');
  });
});
