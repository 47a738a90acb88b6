import { dayHoursText, opensText } from '@masa/core/hours/opening-notice';
import { WEEKDAY_NAMES } from '@masa/core/hours/weekdays';

// Ours (issue 20): a business outside its opening hours. Its own module: only a closed
// business's menu loads it (ADR 029). The days and hours are core's words, as the server's.
export const hours = {
  weekdays: WEEKDAY_NAMES,
  dayHours: dayHoursText,
  /** "Yarın 09:00'da açılıyor." */
  opens: opensText,
  closedTitle: 'Şu an kapalı',
  closedNoOpening: 'Şu an sipariş alınmıyor.',
  closedBrowse: 'Menüye göz atabilirsiniz; sipariş açılış saatinde verilebilir.',
  openingHours: 'Çalışma saatleri',
} as const;
