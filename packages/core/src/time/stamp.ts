import { BUSINESS_TIME_ZONE } from './zoned-time.ts';

const stamps = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as receipts, tickets and the staff screens write it, on the business's wall clock:
 * '01.12.2026 00:09' in Turkish, '01/12/2026, 00:09' in English. Not `dateStyle: 'short'`:
 * Turkish short dates drop the day's leading zero ('1.12.2026'), so the first nine days of a
 * month printed one character shorter than the rest.
 */
export function stampFormat(language: 'tr' | 'en' = 'tr'): Intl.DateTimeFormat {
  let format = stamps.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
      timeZone: BUSINESS_TIME_ZONE,
      hourCycle: 'h23',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    stamps.set(language, format);
  }
  return format;
}
