import { storage } from '../../../lib/storage.ts';

/** The menu of the table the diner sits at ('Menüye Git', the cart's back link). */
export function storedMenuPath(): string {
  const businessId = storage.getBusinessId();
  const tableId = storage.getTableId();
  if (businessId && tableId) return `/menu/${businessId}/${tableId}`;
  if (businessId) return `/menu/${businessId}`;
  return '/menu';
}
