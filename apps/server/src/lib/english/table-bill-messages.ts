import type { Texts } from '@masa/core/i18n/texts';
import type { TABLE_BILL_MESSAGES } from '../../domain/table-bills/table-bill-messages.ts';

/** A table's bills ("Ayrı hesap", ADR 078) in English. */
export const TABLE_BILL_MESSAGES_EN: Texts<typeof TABLE_BILL_MESSAGES> = {
  billSettled: (order) =>
    `The bill of #${order} is closed; only items of an open bill move to a separate bill`,
  tooManyBills: 'A table can have at most 20 bills',
  billOpened: (label, units) => `${label} opened; ${units} items moved`,
  linesMoved: (label, units) => `${units} items moved to ${label}`,
  sameBill: 'The items are on this bill already; choose another bill',
  billNotOpen: (label) => `${label} is not open at this table; choose one of its bills`,
};
