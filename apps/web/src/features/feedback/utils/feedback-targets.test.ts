import { beforeEach, describe, expect, it } from 'vitest';
import { makeItem, makeOrder } from '../../../testing/order-fixture.ts';
import type { Review } from '../api/review-types.ts';
import { markFeedbackGiven, readFeedbackMarks } from './feedback-marks.ts';
import {
  doneTargets,
  ordersOwingFeedback,
  recentFinishedOrders,
  targetsOf,
} from './feedback-targets.ts';

const at = (minute: number) => `2025-11-22T10:${String(minute).padStart(2, '0')}:00.000Z`;
const order = (n: number, overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({ id: String(n).padStart(24, '0'), orderNumber: n, createdAt: at(n), ...overrides });

describe('recentFinishedOrders', () => {
  it('keeps the latest 5 paid, delivered or completed orders that are not cancelled', () => {
    const orders = [
      order(1, { status: 'delivered' }),
      order(2, { status: 'paid', isPaid: true }),
      order(3, { status: 'completed' }),
      order(4, { status: 'ready' }),
      order(5, { status: 'cancelled', isCancelled: true }),
      order(6, { status: 'pending' }),
      order(7, { status: 'delivered' }),
      order(8, { status: 'delivered' }),
      order(9, { status: 'delivered' }),
    ];
    expect(recentFinishedOrders(orders).map((o) => o.orderNumber)).toEqual([9, 8, 7, 3, 2]);
  });
});

describe('targets and what is owed', () => {
  const finished = order(1, {
    status: 'paid',
    isPaid: true,
    items: [
      makeItem({ id: 'a', productId: 'p1', name: 'Adana Kebap' }),
      makeItem({ id: 'b', productId: 'p1', name: 'Adana Kebap' }),
      makeItem({ id: 'c', productId: 'p2', name: 'Ayran', status: 'cancelled' }),
      makeItem({ id: 'd', productId: 'p3', name: 'Künefe' }),
    ],
  });

  it('lists the business and each product once, cancelled lines left out', () => {
    expect(targetsOf(finished).map((t) => `${t.type}:${t.name}`)).toEqual([
      'business:Boğaziçi Lokantası',
      'product:Adana Kebap',
      'product:Künefe',
    ]);
  });

  it("counts the server's reviews and the device's markers as done", () => {
    const review = { orderId: finished.id, productId: null, businessId: 'b1' } as Review;
    const done = doneTargets([review], { [finished.id]: ['product:p1'] });
    expect(ordersOwingFeedback([finished], done)).toHaveLength(1);
    const all = doneTargets([review], { [finished.id]: ['product:p1', 'product:p3'] });
    expect(ordersOwingFeedback([finished], all)).toEqual([]);
  });
});

describe('feedback markers', () => {
  beforeEach(() => localStorage.clear());

  it('are kept per order on this device', () => {
    markFeedbackGiven('o1', 'business:b1');
    markFeedbackGiven('o1', 'business:b1');
    markFeedbackGiven('o1', 'product:p1');
    expect(readFeedbackMarks()).toEqual({ o1: ['business:b1', 'product:p1'] });
  });
});

describe('a product without a name', () => {
  it("is offered as 'Bilinmeyen Ürün'", () => {
    const nameless = order(7, {
      status: 'delivered',
      items: [makeItem({ productId: 'p9', name: '', product: null })],
    });
    expect(targetsOf(nameless).map((t) => t.name)).toContain('Bilinmeyen Ürün');
  });
});
