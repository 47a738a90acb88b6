// @vitest-environment jsdom
// (the query keys live beside their fetches, whose session reads localStorage when loaded)
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { floorKey } from '../features/floor/api/floor.ts';
import { orderBillKey } from '../features/floor/api/order-bill.ts';
import { editorMenuKey } from '../features/menu/api/editor-menu.ts';
import { refetchForOrder, refetchMenu } from './live-invalidations.ts';

const floor = [
  { id: 't1', openOrders: [{ id: 'o1' }, { id: 'o2' }] },
  { id: 't2', openOrders: [{ id: 'o9' }] },
];

/** A screen with the board's floor, two tables' bills, the menu editor and settings open. */
async function openScreens() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetches = new Map<string, number>();
  const watch = (name: string, queryKey: QueryKey, data: unknown = {}) =>
    new QueryObserver(client, {
      queryKey,
      queryFn: () => {
        fetches.set(name, (fetches.get(name) ?? 0) + 1);
        return data;
      },
    }).subscribe(() => {});
  watch('floor', floorKey, floor);
  for (const id of ['o1', 'o2', 'o9']) watch(id, [...orderBillKey, id]);
  watch('menu', editorMenuKey);
  watch('settings', ['staff', 'settings']);
  await settled(client);
  return { client, fetches };
}

async function settled(client: QueryClient) {
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 1));
}

// Issue 36 §6: every order event used to refetch every menu and settings query of the screen.
describe('what a live event refetches on the staff screens', () => {
  it('an order event refetches the floor and its table’s bills, not the menu or settings', async () => {
    const { client, fetches } = await openScreens();
    refetchForOrder(client, { orderId: 'o1', tableId: 't1' });
    await settled(client);
    expect(Object.fromEntries(fetches)).toEqual({
      floor: 2,
      o1: 2,
      o2: 2,
      o9: 1,
      menu: 1,
      settings: 1,
    });
  });

  it('a menu change refetches the menu and settings, not the bills', async () => {
    const { client, fetches } = await openScreens();
    refetchMenu(client);
    await settled(client);
    expect(Object.fromEntries(fetches)).toEqual({
      floor: 1,
      o1: 1,
      o2: 1,
      o9: 1,
      menu: 2,
      settings: 2,
    });
  });
});
