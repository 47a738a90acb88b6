import type { billFigures as source } from '../tr/bill-figures.ts';
import type { Texts } from '../texts-type.ts';

export const billFigures: Texts<typeof source> = {
  label: 'Bill Summary',
  lines: 'Items on the bill',
  line: (name, quantity) => `${quantity} × ${name}`,
  subtotal: 'Subtotal',
  discount: 'Discount',
  campaign: (code) => `Campaign (${code})`,
  campaignDiscount: 'Campaign discount',
  staffDiscount: (reason, percent) => `Discount · ${reason}${percent ? ` ${percent}%` : ''}`,
  serviceCharge: 'Service Charge',
  vatIncluded: (rate) => `VAT ${rate}% (included)`,
  vatAdded: (rate) => `VAT ${rate}%`,
  total: 'Total',
  paid: 'Paid',
  tips: 'Tip',
  paidTotal: 'Total Paid',
  tablePaidTotal: 'Total Paid at the Table',
  paidByYou: 'You Paid',
  left: 'Amount Left',
  tipsIncluded: 'Tip included',
  free: 'Free',
  ikram: 'On the house',
  includedIn: (charge) => `(included in ${charge})`,
  freeUnits: (count, charge) =>
    charge ? `${count} free (included in ${charge})` : `${count} free`,
  extras: (names) => `Extra: ${names}`,
  linePaid: 'Paid',
  linePartlyPaid: (paid, quantity) => `${paid}/${quantity} paid`,
  sharesPaid: (paid, count) => `${paid}/${count} shares paid`,
};
