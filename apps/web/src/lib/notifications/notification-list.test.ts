import { describe, expect, it } from 'vitest';
import { addNotification, createNotification, removeNotification } from './notification-list.ts';

describe('notifications (000 §2.3)', () => {
  it('defaults to info for 5000 ms in the shell stack', () => {
    expect(createNotification('Merhaba', {})).toMatchObject({
      message: 'Merhaba',
      type: 'info',
      duration: 5000,
      area: 'shell',
    });
  });

  it('keeps a duration of 0 as sticky and uses 3000 ms in the order area', () => {
    expect(createNotification('x', { type: 'error', duration: 0 }).duration).toBe(0);
    expect(createNotification('x', { area: 'order' }).duration).toBe(3000);
  });

  it('gives random ids and never one already taken', () => {
    const taken = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const { id } = createNotification('x', {}, (candidate) => taken.has(candidate));
      expect(taken.has(id)).toBe(false);
      taken.add(id);
    }
  });

  it('shows at most 20 in the order area, dropping the oldest, and leaves the shell alone', () => {
    let list = [createNotification('shell', {})];
    for (let i = 1; i <= 25; i++) {
      list = addNotification(list, createNotification(`order ${i}`, { area: 'order' }));
    }
    const order = list.filter((n) => n.area === 'order').map((n) => n.message);
    expect(order).toHaveLength(20);
    expect(order[0]).toBe('order 6');
    expect(list.filter((n) => n.area === 'shell')).toHaveLength(1);
  });

  it('removes by id', () => {
    const a = createNotification('a', {});
    const b = createNotification('b', {});
    expect(removeNotification([a, b], a.id)).toEqual([b]);
  });

  it('folds the same message of the same kind into one, the newest (issue 29)', () => {
    let list: ReturnType<typeof addNotification> = [];
    for (let i = 0; i < 4; i++) {
      list = addNotification(
        list,
        createNotification('Sipariş durumu güncellendi.', { area: 'order' }),
      );
    }
    list = addNotification(list, createNotification('Sipariş güncellendi', { area: 'order' }));
    list = addNotification(list, createNotification('Sipariş durumu güncellendi.', {}));
    expect(list.map((n) => [n.area, n.message])).toEqual([
      ['order', 'Sipariş durumu güncellendi.'],
      ['order', 'Sipariş güncellendi'],
      ['shell', 'Sipariş durumu güncellendi.'],
    ]);
  });
});
