import { isOrderOpen } from '@masa/core/orders/order-status';

type OrderRef = {
  id: string;
  businessId: string;
  tableId: string;
  status?: string | null;
  isPaid?: boolean | null;
  isCancelled?: boolean | null;
  paymentStatus?: string | null;
};

/**
 * The stored active order id after the diner's orders loaded (001 §4): none without a stored
 * business and table; unchanged while loading; a stored order that is not among the loaded
 * active orders of that table is cleared, and with none stored the first (newest) active
 * order of the table is taken.
 */
export function nextActiveOrderId({
  storedId,
  businessId,
  tableId,
  orders,
  loading,
}: {
  storedId: string | null;
  businessId: string | null;
  tableId: string | null;
  orders: readonly OrderRef[];
  loading: boolean;
}): string | null {
  if (!businessId || !tableId) return null;
  if (loading) return storedId;
  const atTable = orders.filter(
    (order) => order.businessId === businessId && order.tableId === tableId && isOrderOpen(order),
  );
  if (storedId && atTable.some((order) => order.id === storedId)) return storedId;
  return atTable[0]?.id ?? null;
}
