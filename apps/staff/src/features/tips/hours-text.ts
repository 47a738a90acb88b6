/**
 * Hours typed on the tip screen ("7,5", "7.5", "8", "" for none) as whole minutes, or null when
 * they are not 0 to 24 hours; minutes shown back as the text ("7,5"). The server stores minutes
 * (ADR 088), so a pool shares by exactly what was typed.
 */
export function parseHours(text: string): number | null {
  const compact = text.trim().replace(',', '.');
  if (compact === '') return 0;
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(compact)) return null;
  const minutes = Math.round(Number(compact) * 60);
  return minutes <= 24 * 60 ? minutes : null;
}

export const hoursText = (minutes: number, language: 'tr' | 'en') =>
  minutes === 0
    ? ''
    : (minutes / 60).toLocaleString(language === 'tr' ? 'tr-TR' : 'en-GB', {
        maximumFractionDigits: 2,
        useGrouping: false,
      });
