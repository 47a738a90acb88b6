import type { QueryClient } from '@tanstack/react-query';
import { activeOrdersKey } from '../lib/orders/active-orders.ts';
import { currentDayKey } from '../features/day-close/api/business-day.ts';
import { floorKey } from '../features/floor/api/floor.ts';
import { orderBillKey } from '../features/floor/api/order-bill.ts';
import { editorMenuKey } from '../features/menu/api/editor-menu.ts';
import { requestsKey } from '../lib/requests/requests.ts';
import { orderingKey, stockKey } from '../lib/stock-products.ts';

/** What of the floor's cached answer says which open orders a table has. */
type FloorTables = { id: string; openOrders: { id: string }[] }[];

/** Which order of which table the news is about (every order event and most staff notices). */
export type OrderNews = { orderId: string | null; tableId: string };

/**
 * The bills of the table an order is on: the order's own, and those of the table's other open
 * orders the floor knows (a line moved between two of them changes both). Other tables' bills
 * stay as they are (issue 36 §6).
 */
function refetchTableBills(client: QueryClient, { orderId, tableId }: OrderNews) {
  const table = client.getQueryData<FloorTables>(floorKey)?.find(({ id }) => id === tableId);
  const ids = new Set(table?.openOrders.map(({ id }) => id));
  if (orderId) ids.add(orderId);
  return client.invalidateQueries({
    queryKey: orderBillKey,
    predicate: ({ queryKey }) => ids.has(String(queryKey[orderBillKey.length])),
  });
}

export const refetchRequests = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: requestsKey });

/**
 * An order's news: the board, the floor, the requests, gün sonu's "day so far" (it follows
 * payments, voids and closes while open, ADR 077) and the bills of its table. Never the menu
 * or the settings: an order changes neither.
 */
export function refetchForOrder(client: QueryClient, news: OrderNews) {
  void client.invalidateQueries({ queryKey: activeOrdersKey });
  void client.invalidateQueries({ queryKey: floorKey });
  void refetchTableBills(client, news);
  void client.invalidateQueries({ queryKey: currentDayKey });
  refetchRequests(client);
}

/** A diner's request (`staff:notice`): the inbox, the floor's calls and the table's bills. */
export function refetchForNotice(client: QueryClient, news: OrderNews) {
  refetchRequests(client);
  void client.invalidateQueries({ queryKey: floorKey });
  void refetchTableBills(client, news);
}

/**
 * `menu:changed`: a product sold out or back, ordering paused or resumed, the menu edited, or
 * the service settings (issue 17 §4: thresholds, payment methods, stations, the screen itself).
 */
export function refetchMenu(client: QueryClient) {
  void client.invalidateQueries({ queryKey: stockKey });
  void client.invalidateQueries({ queryKey: orderingKey });
  void client.invalidateQueries({ queryKey: ['staff', 'settings'] });
  void client.invalidateQueries({ queryKey: ['staff', 'payment-methods'] });
  void client.invalidateQueries({ queryKey: ['staff', 'stations'] });
  void client.invalidateQueries({ queryKey: editorMenuKey });
}

/** After a reconnect nothing sent while offline may be missed: everything live, read again. */
export function refetchEverything(client: QueryClient) {
  void client.invalidateQueries({ queryKey: activeOrdersKey });
  void client.invalidateQueries({ queryKey: floorKey });
  void client.invalidateQueries({ queryKey: orderBillKey });
  void client.invalidateQueries({ queryKey: currentDayKey });
  refetchRequests(client);
  refetchMenu(client);
}
