import type { Bill, BillInput } from '@masa/core/bill/bill';
import { canTakeShare, nextShareIndex, withShareCounts } from '@masa/core/bill/share-selection';
import { refuse } from '../../lib/app-error.ts';

export type ChosenShare = {
  lineId: string;
  name: string;
  nameEn: string;
  shareCount: number;
  index: number;
};

/**
 * The shares a split request takes (ADR 048): one share of each line named, of a line already
 * shared in that many (the first share still free: share 1 carries the extra kuruş) or of a
 * line nobody has claimed any unit of (it becomes shared, and this is its share 1). Sharing is
 * decided per line: a line with a unit paid or asked for in a live request cannot be shared,
 * nor units of a shared line taken. Called under the order's lock (openBill), so concurrent
 * requests for the last share are checked one after another and the later ones get 409.
 * A payment may name the share it pays (`indices`, issue 34): that very share is taken or the
 * answer says why not (409 SHARE_PAID when it is paid already, SHARE_HELD when a request holds it).
 */
export function chooseShares({
  bill,
  selectedShares,
  selectedItems,
  indices = {},
}: {
  bill: Bill;
  selectedShares: Readonly<Record<string, number>>;
  selectedItems: Readonly<Record<string, number>>;
  indices?: Readonly<Record<string, number>>;
}): ChosenShare[] {
  return Object.entries(selectedShares).map(([lineId, shareCount]) => {
    const line = bill.lines.find((l) => l.id === lineId);
    if (!line) throw refuse(400, 'ITEM_NOT_IN_ORDER');
    if (line.cancelled) throw refuse(400, 'ITEM_CANCELLED.bill', { name: line.name });
    if (line.chargedQuantity === 0) throw refuse(400, 'NOTHING_TO_SHARE', { name: line.name });
    if ((selectedItems[lineId] ?? 0) > 0) throw refuse(400, 'SHARE_AND_UNITS', { name: line.name });
    const named = indices[lineId];
    if (named !== undefined && named > shareCount) {
      throw refuse(400, 'SHARE_INDEX_INVALID', { count: shareCount });
    }
    const index =
      named === undefined
        ? nextShareIndex(line, shareCount)
        : canTakeShare(line, shareCount, named)
          ? named
          : null;
    if (index !== null) return { lineId, name: line.name, nameEn: line.nameEn, shareCount, index };
    const share = { name: line.name, count: line.shareCount };
    if (line.shareCount === 0) throw refuse(409, 'LINE_CLAIMED_WHOLE', { name: line.name });
    if (line.shareCount !== shareCount) throw refuse(409, 'SHARE_COUNT_DIFFERS', share);
    if (named === undefined) throw refuse(409, 'SHARES_TAKEN', share);
    const paid = line.shares.some((taken) => taken.index === named && taken.paid);
    throw refuse(409, paid ? 'SHARE_PAID' : 'SHARE_HELD', { ...share, index: named });
  });
}

/** The bill's input with the lines these shares newly share marked shared, to price them. */
export function withShares(input: BillInput, shares: readonly ChosenShare[]): BillInput {
  return withShareCounts(
    input,
    Object.fromEntries(shares.map((share) => [share.lineId, share.shareCount])),
  );
}
