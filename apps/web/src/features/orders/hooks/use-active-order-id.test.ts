import { act } from '@testing-library/react';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '../../../lib/orders/order-types.ts';
import { storage } from '../../../lib/storage.ts';
import { useActiveOrderIdSync } from './use-active-order-id.ts';

beforeEach(() => localStorage.clear());

type Query = { data: Order[] | undefined; isPending: boolean; isFetching: boolean };

/** Renders home's sync over an orders query in the given state. */
function renderSync(query: Query) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  function Sync({ state }: { state: Query }) {
    useActiveOrderIdSync(state);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(Sync, { state: query })));
  return (next: Query) => act(() => root.render(createElement(Sync, { state: next })));
}

const placed = {
  id: 'new-order',
  businessId: 'b1',
  tableId: 't1',
  status: 'pending',
} as unknown as Order;

describe("home keeps the order just placed as the diner's active one (001 §4)", () => {
  it('while a list cached before the order is read again, and after the new list came', () => {
    storage.setBusinessId('b1');
    storage.setTableId('t1');
    storage.setActiveOrderId('new-order');
    // The cart read the diner's orders before ordering: the cached list has none.
    const rerender = renderSync({ data: [], isPending: false, isFetching: true });
    expect(storage.getActiveOrderId()).toBe('new-order');
    rerender({ data: [placed], isPending: false, isFetching: false });
    expect(storage.getActiveOrderId()).toBe('new-order');
  });

  it('forgets a stored order the fresh list no longer has open', () => {
    storage.setBusinessId('b1');
    storage.setTableId('t1');
    storage.setActiveOrderId('paid-order');
    renderSync({ data: [], isPending: false, isFetching: false });
    expect(storage.getActiveOrderId()).toBeNull();
  });
});
