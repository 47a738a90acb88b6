import type { Texts } from '@masa/core/i18n/texts';
import type { TIP_MESSAGES } from '@masa/core/tips/tips.schemas';

/** The tip ledger's answers (ADR 088) in English (ADR 046). */
export const TIP_MESSAGES_EN: Texts<typeof TIP_MESSAGES> = {
  badDay: 'The day must be a valid date as YYYY-MM-DD',
  futureDay: 'Tips of a day yet to come cannot be distributed',
  badRule: 'The rule must be each keeps their own, a pool by hours or a pool by points',
  badPoints: 'Points must be a whole number from 0 to 100',
  badMinutes: 'Time worked must be between 0 and 24 hours',
  duplicatePerson: 'A person may appear once in the list',
  personNotFound: 'Staff member not found',
  signed: "This day's tip distribution is signed off: it can no longer be changed",
};
