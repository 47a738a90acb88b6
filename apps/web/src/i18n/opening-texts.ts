import { dayHoursText, opensText } from '@masa/core/hours/opening-notice';
import { dayHoursTextEn, opensTextEn } from '@masa/core/hours/opening-notice-en';
import { language } from './language.ts';

// A closed business's hours in the page's language: core writes them (the server's words too,
// ADR 046), computed from the hours, so they are code rather than catalog messages. Only the
// closed notice's chunk reads them.

/** One day's hours: "09:00–22:00", "Kapalı". */
export const dayHours = language === 'en' ? dayHoursTextEn : dayHoursText;

/** "Yarın 09:00'da açılıyor." */
export const opensAt = language === 'en' ? opensTextEn : opensText;
