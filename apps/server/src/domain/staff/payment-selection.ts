import type { BillSelection } from '@masa/core/bill/bill';
import { refuse } from '../../lib/app-error.ts';
import { chooseShares, type ChosenShare } from '../bill/choose-shares.ts';
import type { BillState } from '../bill/load-bill-state.ts';
import type { RecordPaymentBody } from './payment-body.ts';

/**
 * Units, shares and charges the staff chose, checked against what is due. Units of a shared
 * line are refused (409 LINE_SHARED, ADR 048); a share is taken as a diner's request takes it
 * (chooseShares: the share the body names, else the first free share of a line shared in that
 * many, or share 1 of a line nobody has claimed, else 409 LINE_CLAIMED_WHOLE /
 * SHARE_COUNT_DIFFERS / SHARES_TAKEN / SHARE_PAID / SHARE_HELD).
 * Called under the order's lock, so a waiter and the diners' requests take shares one after
 * another. `shares` are the chosen ones, with the count each line is shared in after this.
 */
export function checkedSelection(
  state: BillState,
  body: RecordPaymentBody,
): { selection: BillSelection; shares: ChosenShare[] } {
  const lines: Record<string, number> = {};
  for (const { itemId, quantity } of body.items) {
    const line = state.bill.lines.find((l) => l.id === itemId);
    if (!line) throw refuse(404, 'ITEM_NOT_FOUND');
    if (itemId in lines) throw refuse(400, 'DUPLICATE_ITEM');
    if (line.cancelled) {
      throw refuse(409, 'ITEM_CANCELLED', { name: line.name });
    }
    if (line.shareCount > 0) {
      throw refuse(409, 'LINE_SHARED', { name: line.name, count: line.shareCount });
    }
    if (quantity > line.dueQuantity) {
      throw refuse(409, 'ITEM_OVERPAID', { name: line.name, remaining: line.dueQuantity });
    }
    lines[itemId] = quantity;
  }
  const wanted: Record<string, number> = {};
  const indices: Record<string, number> = {};
  for (const { itemId, shareCount, index } of body.shares) {
    if (!state.bill.lines.some((l) => l.id === itemId)) {
      throw refuse(404, 'ITEM_NOT_FOUND');
    }
    if (itemId in wanted) throw refuse(400, 'DUPLICATE_ITEM');
    wanted[itemId] = shareCount;
    if (index !== undefined) indices[itemId] = index;
  }
  const shares = chooseShares({
    bill: state.bill,
    selectedShares: wanted,
    selectedItems: lines,
    indices,
  });
  for (const id of body.charges) {
    const charge = state.bill.charges.find((c) => c.id === id);
    if (!charge) throw refuse(404, 'CHARGE_NOT_FOUND');
    if (charge.paid) throw refuse(409, 'CHARGE_PAID', { name: charge.name });
    if (!charge.due) throw refuse(409, 'CHARGE_IN_SPLIT', { name: charge.name });
  }
  const selection: BillSelection = {
    lines,
    charges: body.charges,
    shares: Object.fromEntries(shares.map((share) => [share.lineId, [share.index]])),
  };
  return { selection, shares };
}
