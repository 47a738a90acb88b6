import type { Language } from '../../i18n/i18n.tsx';
import type { Translate } from '../../i18n/translate.ts';

/** A report day as the language writes it: "28.11.2026" in Turkish, "2026-11-28" in English. */
export function reportDay(language: Language, date: string): string {
  return language === 'tr' ? date.split('-').reverse().join('.') : date;
}

/** The report's period: one day, or "from – to". */
export function reportPeriod(t: Translate, language: Language, from: string, to: string): string {
  const [first, last] = [reportDay(language, from), reportDay(language, to)];
  return first === last ? first : t('reports.period', { from: first, to: last });
}
