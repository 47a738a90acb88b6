import type { Texts } from '@masa/core/i18n/texts';
import type { CORRECTION_MESSAGES } from '../../domain/corrections/corrections-messages.ts';

/** The corrections routes' answers in English (issue 32 §1, ADR 046, ADR 073). */
export const CORRECTION_MESSAGES_EN: Texts<typeof CORRECTION_MESSAGES> = {
  lineChanged: (name, quantity) =>
    `${name} changed while you were looking; it is ${quantity} now. Refresh and try again.`,
  linePaid: (name) => `${name} has been paid for and cannot be changed`,
  unitsPaid: (name, unpaid) => `Only the ${unpaid} unpaid of ${name} can be changed`,
  reasonRequired: 'Choose or type a reason',
};
