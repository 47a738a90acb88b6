import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { describe, expect, it } from 'vitest';
import { groupByColumn, orderAge } from './board-columns.ts';

const order = (id: string, status: string, createdAt: string) =>
  ({ id, status, createdAt }) as OrderResponse;

describe('board columns', () => {
  it('puts each active status in its column, oldest first; paid and cancelled nowhere', () => {
    const columns = groupByColumn([
      order('b', 'pending', '2026-11-25T10:05:00Z'),
      order('a', 'pending', '2026-11-25T10:01:00Z'),
      order('c', 'processing', '2026-11-25T10:00:00Z'),
      order('d', 'on_the_way', '2026-11-25T10:00:00Z'),
      order('e', 'bill_requested', '2026-11-25T10:00:00Z'),
      order('f', 'cancelled', '2026-11-25T10:00:00Z'),
      order('g', 'paid', '2026-11-25T10:00:00Z'),
    ]);
    const ids = Object.fromEntries(
      Object.entries(columns).map(([key, list]) => [key, list.map((o) => o.id)]),
    );
    expect(ids).toEqual({
      new: ['a', 'b'],
      received: [],
      preparing: ['c'],
      ready: ['d'],
      delivered: ['e'],
    });
  });

  it('turns amber at 10 minutes and red at 20', () => {
    const placed = '2026-11-25T10:00:00Z';
    const at = (minutes: number, seconds = 0) =>
      Date.parse(placed) + minutes * 60_000 + seconds * 1000;
    expect(orderAge(placed, at(9, 59))).toEqual({ minutes: 9, level: 'ok' });
    expect(orderAge(placed, at(10))).toEqual({ minutes: 10, level: 'warn' });
    expect(orderAge(placed, at(19, 59))).toEqual({ minutes: 19, level: 'warn' });
    expect(orderAge(placed, at(20))).toEqual({ minutes: 20, level: 'late' });
    // A clock a little behind the server's never shows a negative age.
    expect(orderAge(placed, at(-1))).toEqual({ minutes: 0, level: 'ok' });
  });

  it("follows the business's own thresholds (issue 17 §4)", () => {
    const placed = '2026-11-25T10:00:00Z';
    const at = (minutes: number) => Date.parse(placed) + minutes * 60_000;
    const thresholds = { warn: 3, late: 5 };
    expect(orderAge(placed, at(2), thresholds).level).toBe('ok');
    expect(orderAge(placed, at(3), thresholds).level).toBe('warn');
    expect(orderAge(placed, at(5), thresholds).level).toBe('late');
  });
});
