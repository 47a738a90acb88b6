import { refuse } from '../../lib/app-error.ts';
import type { OrderItemRow } from '../orders/to-order-response.ts';
import type { EditedItemInput } from './edit-order-body.ts';

export type EditedItemsMatch = {
  /** Existing items the new list keeps, with the line that keeps each. */
  kept: { item: OrderItemRow; input: EditedItemInput }[];
  /** Lines of the new list that are new items. */
  added: (EditedItemInput & { productId: string })[];
  /** Existing items the new list leaves out. */
  removed: OrderItemRow[];
};

/**
 * Pairs the lines of an edited order with the order's items: first by item id, then a line
 * without an id takes the first unpaired item of its product (the edit screen of 001 §2 sends
 * productId, quantity and notes only), in the order's own order.
 */
export function matchEditedItems(
  existing: OrderItemRow[],
  lines: EditedItemInput[],
): EditedItemsMatch {
  const byId = new Map(existing.map((item) => [item.id, item]));
  const taken = new Set<string>();
  const kept: EditedItemsMatch['kept'] = [];
  const rest: EditedItemInput[] = [];
  for (const input of lines) {
    const id = input.id ?? input._id;
    if (!id) {
      rest.push(input);
      continue;
    }
    const item = byId.get(id);
    if (!item || taken.has(id)) throw refuse(400, 'ITEM_NOT_IN_ORDER.itemNotInOrder');
    taken.add(id);
    kept.push({ item, input });
  }
  const added: EditedItemsMatch['added'] = [];
  for (const input of rest) {
    const item = existing.find((row) => !taken.has(row.id) && row.productId === input.productId);
    if (item) {
      taken.add(item.id);
      kept.push({ item, input });
    } else {
      added.push({ ...input, productId: input.productId! });
    }
  }
  return { kept, added, removed: existing.filter((item) => !taken.has(item.id)) };
}
