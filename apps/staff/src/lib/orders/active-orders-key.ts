/**
 * The active orders' query key, apart from their query so that code without the request
 * client (the online payments' notes, their tests) can read the cache.
 */
export const activeOrdersKey = ['staff', 'orders', 'active'] as const;
