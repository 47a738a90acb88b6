// The order's lifecycle as the server, the board and the kitchen display read it from
// order-status.ts (ADR 101): the one big button only makes moves the server allows, the kitchen
// sees exactly the orders it still works on, and lines follow their order forward.
import { describe, expect, it } from 'vitest';
import {
  ITEM_STATUS_RANK,
  KITCHEN_STATUSES,
  NEXT_STATUS,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  isKitchenWork,
  isLineDone,
  isOrderActive,
  isOrderUnserved,
  itemStatusForOrder,
  type OrderStatus,
} from './order-status.ts';

const pathFrom = (status: OrderStatus): OrderStatus[] => {
  const path = [status];
  for (let next = NEXT_STATUS[status]; next; next = NEXT_STATUS[next]) path.push(next);
  return path;
};

describe('the order lifecycle (ADR 101)', () => {
  it("a card's next step is always a move the server allows", () => {
    for (const [from, to] of Object.entries(NEXT_STATUS)) {
      expect(ORDER_TRANSITIONS[from as OrderStatus]).toContain(to);
    }
  });

  it('the big button walks a new order through the kitchen to the table', () => {
    expect(pathFrom('pending')).toEqual(['pending', 'received', 'preparing', 'ready', 'delivered']);
    expect(pathFrom('on_the_way')).toEqual(['on_the_way', 'delivered']);
    expect(NEXT_STATUS.delivered).toBeUndefined();
    expect(NEXT_STATUS.paid).toBeUndefined();
  });

  it('the kitchen sees an order until it is ready, then never again', () => {
    const seen = ORDER_STATUSES.filter((status) => isKitchenWork({ status }));
    expect(seen).toEqual([...KITCHEN_STATUSES]);
    expect(isKitchenWork({})).toBe(true);
    for (const status of seen) {
      expect(isOrderActive({ status })).toBe(true);
      expect(isOrderUnserved({ status })).toBe(true);
    }
    for (const status of ['ready', 'on_the_way', 'delivered', 'cancelled'] as const) {
      expect(isKitchenWork({ status })).toBe(false);
    }
  });

  it('a move along the path brings lines forward, never back', () => {
    const ranks = pathFrom('pending')
      .map(itemStatusForOrder)
      .filter((status) => status !== undefined)
      .map((status) => ITEM_STATUS_RANK[status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(itemStatusForOrder('processing')).toBe('preparing');
    expect(itemStatusForOrder('cancelled')).toBeUndefined();
  });

  it('a line is done for the kitchen once ready, served or cancelled', () => {
    expect(['pending', 'received', 'preparing'].map(isLineDone)).toEqual([false, false, false]);
    expect(['ready', 'delivered', 'cancelled'].map(isLineDone)).toEqual([true, true, true]);
  });
});
