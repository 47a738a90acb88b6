import { describe, expect, it } from 'vitest';
import { shownOrderStatus } from './shown-order-status.ts';

const order = (status: string, ...lines: string[]) => ({
  status,
  items: lines.map((line) => ({ status: line })),
});

describe('the status at the head of an order (issue 30)', () => {
  it('says partly served when a served order has a new line still pending', () => {
    expect(shownOrderStatus(order('delivered', 'delivered', 'pending'))).toBe('partly_delivered');
    expect(shownOrderStatus(order('delivered', 'delivered', 'preparing'))).toBe('partly_delivered');
  });

  it('says the least advanced line when none is served yet', () => {
    expect(shownOrderStatus(order('ready', 'ready', 'pending'))).toBe('pending');
    expect(shownOrderStatus(order('on_the_way', 'ready', 'preparing'))).toBe('preparing');
  });

  it("keeps the order's own status when its lines are level with it or ahead", () => {
    expect(shownOrderStatus(order('delivered', 'delivered', 'delivered'))).toBe('delivered');
    expect(shownOrderStatus(order('pending', 'ready'))).toBe('pending');
    expect(shownOrderStatus(order('preparing', 'preparing', 'ready'))).toBe('preparing');
  });

  it('leaves out cancelled lines', () => {
    expect(shownOrderStatus(order('delivered', 'delivered', 'cancelled'))).toBe('delivered');
    expect(shownOrderStatus(order('delivered', 'cancelled'))).toBe('delivered');
  });

  it('keeps cancelled, paid and later statuses as they are', () => {
    expect(shownOrderStatus(order('cancelled', 'pending'))).toBe('cancelled');
    expect(shownOrderStatus(order('paid', 'delivered', 'pending'))).toBe('paid');
    expect(shownOrderStatus(order('bill_requested', 'pending'))).toBe('bill_requested');
    expect(shownOrderStatus({ ...order('delivered', 'pending'), isCancelled: true })).toBe(
      'delivered',
    );
  });

  it('reads a missing status as pending', () => {
    expect(shownOrderStatus({ status: null, items: [{ status: null }] })).toBe('pending');
  });
});
