import type { Bill, BillInput } from '@masa/core/bill/bill';
import { canTakeShare, nextShareIndex, withShareCounts } from '@masa/core/bill/share-selection';
import { badRequest, conflict } from '../../lib/app-error.ts';
import { BILL_MESSAGES as M } from './bill-messages.ts';

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
    if (!line) throw badRequest(M.itemNotInOrder, 'ITEM_NOT_IN_ORDER');
    if (line.cancelled) throw badRequest(M.itemCancelled(line.name), 'ITEM_CANCELLED');
    if (line.chargedQuantity === 0)
      throw badRequest(M.nothingToShare(line.name), 'NOTHING_TO_SHARE');
    if ((selectedItems[lineId] ?? 0) > 0) {
      throw badRequest(M.shareOrUnits(line.name), 'SHARE_AND_UNITS');
    }
    const named = indices[lineId];
    if (named !== undefined && named > shareCount) {
      throw badRequest(M.shareIndexInvalid(shareCount), 'SHARE_INDEX_INVALID');
    }
    const index =
      named === undefined
        ? nextShareIndex(line, shareCount)
        : canTakeShare(line, shareCount, named)
          ? named
          : null;
    if (index !== null) return { lineId, name: line.name, nameEn: line.nameEn, shareCount, index };
    if (line.shareCount === 0) throw conflict(M.claimedWhole(line.name), 'LINE_CLAIMED_WHOLE');
    if (line.shareCount !== shareCount) {
      throw conflict(M.sharedInOther(line.name, line.shareCount), 'SHARE_COUNT_DIFFERS');
    }
    if (named === undefined) {
      throw conflict(M.sharesTaken(line.name, line.shareCount), 'SHARES_TAKEN');
    }
    if (line.shares.some((share) => share.index === named && share.paid)) {
      throw conflict(M.sharePaid(line.name, named, shareCount), 'SHARE_PAID');
    }
    throw conflict(M.shareHeld(line.name, named, shareCount), 'SHARE_HELD');
  });
}

/** The bill's input with the lines these shares newly share marked shared, to price them. */
export function withShares(input: BillInput, shares: readonly ChosenShare[]): BillInput {
  return withShareCounts(
    input,
    Object.fromEntries(shares.map((share) => [share.lineId, share.shareCount])),
  );
}
