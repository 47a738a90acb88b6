import type { DbOrTx } from '../../lib/db-tx.ts';
import { loadOrderResponses } from './load-order-responses.ts';
import type { OrderResponse } from './order-response.ts';

/** Reads an order with its business, table, items and service charges; undefined if unknown. */
export async function loadOrderResponse({
  db,
  orderId,
  now = new Date(),
  forStaff = false,
}: {
  db: DbOrTx;
  orderId: string;
  now?: Date;
  /** For the business's staff: every diner's allergy note (toOrderResponse). */
  forStaff?: boolean;
}): Promise<OrderResponse | undefined> {
  const [response] = await loadOrderResponses({ db, orderIds: [orderId], now, forStaff });
  return response;
}
