import type { Texts } from '@masa/core/i18n/texts';
import type { DAY_MESSAGES } from '@masa/core/reports/day.schemas';

/** Gün sonu's answers (ADR 077) in English (ADR 046). */
export const DAY_MESSAGES_EN: Texts<typeof DAY_MESSAGES> = {
  badFloat: 'The opening float must be an amount of 0 or more',
  badCount: 'The counted cash must be an amount of 0 or more',
  alreadyOpen: 'The day is already open: close the open day first',
  notOpen: 'No day is open',
  alreadyClosed: 'This day is closed',
  dayNotFound: 'Day not found',
  openTables: (names) => `Some tables are unpaid: ${names}. Settle them before closing the day.`,
  cashChanged: (expected) =>
    `A payment came in meanwhile: the expected cash is now ${expected}. Count the drawer against it.`,
};
