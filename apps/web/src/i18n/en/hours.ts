import { WEEKDAY_NAMES_EN, dayHoursTextEn, opensTextEn } from '@masa/core/hours/opening-notice-en';
import type { hours as source } from '../tr/hours.ts';
import type { Texts } from '../texts-type.ts';

export const hours: Texts<typeof source> = {
  weekdays: WEEKDAY_NAMES_EN,
  dayHours: dayHoursTextEn,
  opens: opensTextEn,
  closedTitle: 'Closed now',
  closedNoOpening: 'No orders are taken right now.',
  closedBrowse: 'You can browse the menu; orders can be placed once it opens.',
  openingHours: 'Opening hours',
};
