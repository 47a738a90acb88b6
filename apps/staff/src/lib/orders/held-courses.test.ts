import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { describe, expect, it } from 'vitest';
import { heldCourses, isHeld, workSince } from './held-courses.ts';

const order = (id: string, tableId: string, fields: Partial<OrderResponse>) =>
  ({ id, tableId, createdAt: '2026-11-25T10:00:00Z', held: false, ...fields }) as OrderResponse;

describe('held courses (issue 31 §4)', () => {
  it('lists a table’s held courses in the order of service, one entry per course', () => {
    const orders = [
      order('dessert', 't7', { course: 'dessert', held: true }),
      order('mains-1', 't7', { course: 'main', held: true }),
      order('starters', 't7', { course: 'starter', held: false, firedAt: '2026-11-25T10:00:00Z' }),
      order('mains-2', 't7', { course: 'main', held: true }),
      order('other-table', 't8', { course: 'main', held: true }),
      order('diner', 't7', {}),
    ];
    expect(
      heldCourses(orders, 't7').map(({ course, orders: list }) => [course, list.map((o) => o.id)]),
    ).toEqual([
      ['main', ['mains-1', 'mains-2']],
      ['dessert', ['dessert']],
    ]);
  });

  it('counts a fired course’s age from its firing, a diner’s order from its placing', () => {
    expect(workSince(order('a', 't7', { firedAt: '2026-11-25T10:30:00Z' }))).toBe(
      '2026-11-25T10:30:00Z',
    );
    expect(workSince(order('b', 't7', { firedAt: null }))).toBe('2026-11-25T10:00:00Z');
    expect(isHeld(order('c', 't7', {}))).toBe(false);
    expect(isHeld(order('d', 't7', { held: true }))).toBe(true);
  });
});
