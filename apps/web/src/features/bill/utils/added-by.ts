import { tr } from '../../../i18n/tr.ts';
import { dinerLabel } from '../../../lib/diner-label.ts';
import type { BillItem } from '../../../lib/bill/bill-types.ts';

type Added = Pick<BillItem, 'dinerName' | 'isMine'> & {
  dinerGuestNumber?: number | null;
  placedByStaff?: boolean;
};

/**
 * Who added a line, as the split page says it (ADR 043): 'Siz'/'you' for the phone's own line,
 * a guest by the label the app draws ('Misafir 1'/'Guest 1', issue 30), else the diner's name;
 * 'Garson ekledi' for a line the waiter entered (issue 31 §6); nothing when the line's diner is
 * not known.
 */
export function addedByText(item: Added | undefined): string | null {
  const t = tr.bill.splitPage;
  if (item?.placedByStaff) return t.addedByStaff;
  if (!item || (!item.dinerName && !item.dinerGuestNumber)) return null;
  if (item.isMine) return t.addedByMe;
  return t.addedBy(
    dinerLabel({ name: item.dinerName, guestNumber: item.dinerGuestNumber ?? null }),
  );
}
