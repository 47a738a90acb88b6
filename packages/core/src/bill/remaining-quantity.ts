// Split bill (001 §4): remaining quantity per item = quantity minus the larger of
// paidQuantity and the sum of quantities in approved split requests; 0 if the item isPaid.

export type SplitRequestLike = {
  status?: string | null;
  /** Item id → quantity. */
  selectedItems?: Readonly<Record<string, number | undefined>> | null;
};

export type RemainingQuantityItem = {
  id: string;
  quantity: number;
  paidQuantity?: number | null;
  isPaid?: boolean | null;
};

/** The documents count approved requests only. */
export const APPROVED_SPLIT_STATUSES: readonly string[] = ['approved'];

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;

/** The units of an item that the given split requests take. */
export function sumSplitQuantity(
  itemId: string,
  splitRequests: readonly SplitRequestLike[],
  statuses: readonly string[] = APPROVED_SPLIT_STATUSES,
): number {
  let total = 0;
  for (const request of splitRequests) {
    if (!statuses.includes(request.status ?? '')) continue;
    const selected = request.selectedItems;
    if (selected && Object.hasOwn(selected, itemId)) total += count(selected[itemId]);
  }
  return total;
}

/**
 * Units of an item still to pay, never negative. `statuses` says which split requests hold
 * units: the documents count approved ones; the server, which must not let two pending
 * requests take the same units, passes ['approved', 'pending'] when it checks a new request.
 */
export function calculateRemainingQuantity(
  item: RemainingQuantityItem,
  splitRequests: readonly SplitRequestLike[] = [],
  statuses: readonly string[] = APPROVED_SPLIT_STATUSES,
): number {
  if (item.isPaid) return 0;
  const taken = Math.max(
    count(item.paidQuantity),
    sumSplitQuantity(item.id, splitRequests, statuses),
  );
  return Math.max(0, count(item.quantity) - taken);
}
