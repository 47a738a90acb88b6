import { describe, expect, it } from 'vitest';
import { tableState } from './table-state.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 12, minutes));
const base = { openOrders: [], seated: false, lastPaidAt: null, clearedAt: null, now: at(40) };

describe('tableState', () => {
  it('is free with nobody there, seated once a session is open', () => {
    expect(tableState(base)).toBe('free');
    expect(tableState({ ...base, seated: true })).toBe('seated');
  });

  it('follows the least advanced open order, and the bill request above all', () => {
    const order = (
      status: 'pending' | 'preparing' | 'ready' | 'delivered',
      billRequested = false,
    ) => ({
      status,
      billRequested,
    });
    expect(tableState({ ...base, openOrders: [order('pending')] })).toBe('ordered');
    expect(tableState({ ...base, openOrders: [order('preparing'), order('ready')] })).toBe(
      'waiting',
    );
    expect(tableState({ ...base, openOrders: [order('delivered')] })).toBe('served');
    expect(tableState({ ...base, openOrders: [order('delivered'), order('pending')] })).toBe(
      'ordered',
    );
    expect(tableState({ ...base, openOrders: [order('delivered', true), order('pending')] })).toBe(
      'bill_requested',
    );
  });

  it('is paid after the last payment until staff clear it', () => {
    expect(tableState({ ...base, lastPaidAt: at(10) })).toBe('paid');
    expect(tableState({ ...base, lastPaidAt: at(10), clearedAt: at(20) })).toBe('free');
    expect(tableState({ ...base, lastPaidAt: at(30), clearedAt: at(20) })).toBe('paid');
  });

  it('takes a paid table nobody cleared as free after three hours', () => {
    const now = new Date(at(10).getTime() + 3 * 3_600_000);
    expect(tableState({ ...base, lastPaidAt: at(10), now })).toBe('free');
  });
});
