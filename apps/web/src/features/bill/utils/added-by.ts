import { texts } from '../../../i18n/texts.ts';
import { dinerLabel } from '../../../lib/diner-label.ts';
import type { BillItem } from '../../../lib/bill/bill-types.ts';

const t = texts('bill');

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
  if (item?.placedByStaff) return t('bill.splitPage.addedByStaff');
  if (!item || (!item.dinerName && !item.dinerGuestNumber)) return null;
  if (item.isMine) return t('bill.splitPage.addedByMe');
  return t('bill.splitPage.addedBy', {
    name: dinerLabel({ name: item.dinerName, guestNumber: item.dinerGuestNumber ?? null }),
  });
}
