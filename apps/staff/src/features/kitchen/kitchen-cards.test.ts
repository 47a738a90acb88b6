import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { describe, expect, it } from 'vitest';
import { kitchenCards } from './kitchen-cards.ts';

const item = (id: string, productId: string | null, status = 'pending') => ({
  id,
  productId,
  status,
});
const order = (id: string, status: string, createdAt: string, items: ReturnType<typeof item>[]) =>
  ({ id, status, createdAt, items }) as unknown as OrderResponse;

const stations = { menemen: 'Mutfak', cay: 'Bar' };

describe('kitchenCards', () => {
  const orders = [
    order('late', 'preparing', '2026-11-25T10:05:00Z', [item('a', 'menemen'), item('b', 'cay')]),
    order('early', 'received', '2026-11-25T10:00:00Z', [
      item('c', 'cay', 'ready'),
      item('d', 'menemen'),
    ]),
    order('done', 'ready', '2026-11-25T09:00:00Z', [item('e', 'menemen')]),
    order('drinks', 'pending', '2026-11-25T10:10:00Z', [item('f', 'cay')]),
  ];

  it('shows the orders still in the kitchen, oldest first, with the station’s open lines only', () => {
    const cards = kitchenCards(orders, 'Mutfak', stations, 'Mutfak');
    expect(cards.map((card) => [card.order.id, card.lines.map((line) => line.id)])).toEqual([
      ['early', ['d']],
      ['late', ['a']],
    ]);
  });

  it('gives the bar its drinks, and every station every open line', () => {
    expect(kitchenCards(orders, 'Bar', stations, 'Mutfak').map((c) => c.order.id)).toEqual([
      'late',
      'drinks',
    ]);
    expect(kitchenCards(orders, null, stations, 'Mutfak').map((c) => c.lines.length)).toEqual([
      1, 2, 1,
    ]);
  });

  it('puts a line of a deleted product at the first station', () => {
    const orphan = [order('x', 'received', '2026-11-25T10:00:00Z', [item('g', null)])];
    expect(kitchenCards(orphan, 'Mutfak', stations, 'Mutfak')).toHaveLength(1);
    expect(kitchenCards(orphan, 'Bar', stations, 'Mutfak')).toHaveLength(0);
  });
});

describe('kitchenCards with courses (issue 31)', () => {
  const staff = (id: string, createdAt: string, fields: Record<string, unknown>) =>
    ({
      ...order(id, 'received', createdAt, [item(`${id}-line`, 'menemen')]),
      ...fields,
    }) as OrderResponse;

  it('puts held courses after the work, marked held, and a fired course at its firing time', () => {
    const cards = kitchenCards(
      [
        staff('mains', '2026-11-25T10:00:00Z', { course: 'main', held: true, firedAt: null }),
        staff('starters', '2026-11-25T10:00:00Z', {
          course: 'starter',
          held: false,
          firedAt: '2026-11-25T10:00:00Z',
        }),
        staff('dessert', '2026-11-25T09:00:00Z', {
          course: 'dessert',
          held: false,
          firedAt: '2026-11-25T10:20:00Z',
        }),
        order('diner', 'pending', '2026-11-25T10:10:00Z', [item('x', 'menemen')]),
      ],
      null,
      stations,
      'Mutfak',
    );
    expect(cards.map((card) => [card.order.id, card.held])).toEqual([
      ['starters', false],
      ['diner', false],
      ['dessert', false],
      ['mains', true],
    ]);
  });
});
