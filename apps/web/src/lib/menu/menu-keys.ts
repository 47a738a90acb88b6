/**
 * GET /business/{id}/status's key, under the menu's, so whatever refetches the menu refetches
 * this too; the live menu (use-menu-live.ts) also refetches it alone when settings change.
 */
export const businessStatusQueryKey = (businessId: string) => ['menu', businessId, 'status'];
