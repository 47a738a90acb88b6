import type { Texts } from '@masa/core/i18n/texts';
import type { TABLE_BILL_MESSAGES } from '../../domain/table-bills/table-bill-messages.ts';

/** A table's bills ("Ayrı hesap", ADR 078) in English. */
export const TABLE_BILL_MESSAGES_EN: Texts<typeof TABLE_BILL_MESSAGES> = {
  billOpened: (label, units) => `${label} opened; ${units} items moved`,
  linesMoved: (label, units) => `${units} items moved to ${label}`,
};
