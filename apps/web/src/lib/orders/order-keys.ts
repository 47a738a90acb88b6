/**
 * Query keys of the order area. Every key starts with 'orders', so one invalidation of
 * `orderKeys.all` (after a reconnect, after a payment) reloads everything a screen shows.
 */
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  user: () => ['orders', 'list', 'user'] as const,
  tableActive: (businessId: string, tableId: string) =>
    ['orders', 'list', 'active', businessId, tableId] as const,
  details: ['orders', 'detail'] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  editStatus: (orderId: string) => ['orders', 'edit-status', orderId] as const,
};
