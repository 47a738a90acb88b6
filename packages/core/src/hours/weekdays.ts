/** Pazartesi … Pazar: the order a business's opening hours are kept in (Monday first). */
export const WEEKDAY_NAMES = [
  'Pazartesi',
  'Salı',
  'Çarşamba',
  'Perşembe',
  'Cuma',
  'Cumartesi',
  'Pazar',
] as const;
