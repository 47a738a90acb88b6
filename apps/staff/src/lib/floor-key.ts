/**
 * The floor's query key (features/floor/api/floor.ts): refetched with the board and the
 * requests on every live event (use-live-service.ts), and after a waiter's order is sent.
 */
export const floorKey = ['staff', 'floor'] as const;
