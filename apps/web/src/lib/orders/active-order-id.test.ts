import { describe, expect, it } from 'vitest';
import { nextActiveOrderId } from './active-order-id.ts';

const at = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  businessId: 'b1',
  tableId: 't1',
  status: 'pending',
  ...extra,
});
const table = { businessId: 'b1', tableId: 't1' };

describe('the stored active order id (001 §4)', () => {
  it('takes the first active order of the table when none is stored', () => {
    const orders = [at('new'), at('old')];
    expect(nextActiveOrderId({ storedId: null, ...table, orders, loading: false })).toBe('new');
  });

  it('keeps a stored order that is among the loaded active orders', () => {
    const orders = [at('new'), at('old')];
    expect(nextActiveOrderId({ storedId: 'old', ...table, orders, loading: false })).toBe('old');
  });

  it('clears a stored order that is not among them once loading has ended', () => {
    expect(
      nextActiveOrderId({ storedId: 'gone', ...table, orders: [], loading: false }),
    ).toBeNull();
    expect(nextActiveOrderId({ storedId: 'gone', ...table, orders: [], loading: true })).toBe(
      'gone',
    );
  });

  it('replaces a stored order that was paid or cancelled by the next active one', () => {
    const orders = [
      at('paid', { isPaid: true }),
      at('cancelled', { status: 'cancelled' }),
      at('open'),
    ];
    expect(nextActiveOrderId({ storedId: 'paid', ...table, orders, loading: false })).toBe('open');
  });

  it('ignores orders of another table or business', () => {
    const orders = [at('elsewhere', { tableId: 't2' }), at('other-business', { businessId: 'b2' })];
    expect(nextActiveOrderId({ storedId: null, ...table, orders, loading: false })).toBeNull();
  });

  it('is cleared without a stored business and table', () => {
    const orders = [at('new')];
    expect(
      nextActiveOrderId({
        storedId: 'new',
        businessId: null,
        tableId: 't1',
        orders,
        loading: false,
      }),
    ).toBeNull();
    expect(
      nextActiveOrderId({
        storedId: 'new',
        businessId: 'b1',
        tableId: null,
        orders,
        loading: true,
      }),
    ).toBeNull();
  });
});
