import { act } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const fakeSocket = {
  on: (event: string, listener: Listener) => {
    listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
  },
  off: (event: string, listener: Listener) => void listeners.get(event)?.delete(listener),
};
const hear = (event: string, payload: unknown) =>
  act(() => listeners.get(event)?.forEach((listener) => listener(payload)));
const connectListeners = { first: new Set<() => void>(), again: new Set<() => void>() };
const follow = (set: Set<() => void>) => (listener: () => void) => {
  set.add(listener);
  return () => void set.delete(listener);
};
const connect = (kind: 'first' | 'again') =>
  act(() => connectListeners[kind].forEach((listener) => listener()));
vi.mock('../socket.ts', () => ({
  getSocket: () => fakeSocket,
  joinRoom: () => () => {},
  onFirstConnect: follow(connectListeners.first),
  onReconnect: follow(connectListeners.again),
}));

const { useOrderPaid } = await import('./use-order-paid.ts');

/** The split screen's hook on order o1, with the bill queries it reloads counted. */
function renderHook() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const client = new QueryClient();
  const reloads: unknown[] = [];
  vi.spyOn(client, 'invalidateQueries').mockImplementation((filters) => {
    reloads.push(filters?.queryKey);
    return Promise.resolve();
  });
  function Paid() {
    useOrderPaid('o1');
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(createElement(QueryClientProvider, { client }, createElement(Paid))));
  return { reloads, unmount: () => act(() => root.unmount()) };
}

describe('useOrderPaid (001 §4, ADR 042)', () => {
  it("reads the bill again once the phone is in its sitting's room: a payment made before the join reached it no other way", () => {
    const { reloads, unmount } = renderHook();
    expect(reloads).toEqual([]);
    // A friend's phone may not join the order's room; it hears the order in the sitting's room,
    // joined seconds after the page loaded (afterFirstLoad). Another diner paid meanwhile.
    hear('room:joined', { room: 'order:o1' });
    expect(reloads).toEqual([]);
    hear('room:joined', { room: 'sitting:s1' });
    expect(reloads).toEqual([['bill', 'o1']]);
    hear('order:payment:changed', { orderId: 'o1', isPaid: false, paymentStatus: 'partial' });
    expect(reloads).toHaveLength(2);
    unmount();
    hear('room:joined', { room: 'sitting:s1' });
    expect(reloads).toHaveLength(2);
  });

  it('reads the bill and the order again when the socket first connects and after a reconnect', () => {
    const { reloads, unmount } = renderHook();
    // The screen read them before its socket connected: a payment in between was never heard.
    connect('first');
    expect(reloads).toEqual([
      ['bill', 'o1'],
      ['orders', 'detail', 'o1'],
    ]);
    connect('again');
    expect(reloads).toHaveLength(4);
    unmount();
    connect('again');
    expect(reloads).toHaveLength(4);
  });
});
