// Money is formatted only at the edge, in Turkish lira with exactly 2 decimals (001 §9).

/**
 * 123450 kuruş → '₺1.234,50' (the tr-TR currency format: '.' groups thousands, ',' before
 * the kuruş, the sign before '₺'). Written out rather than with Intl.NumberFormat: creating
 * the first currency formatter loads locale data, tens of milliseconds on a phone's first
 * screen of prices.
 */
export function formatTry(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.round(Math.abs(kurus));
  const lira = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}₺${lira},${String(abs % 100).padStart(2, '0')}`;
}
