// Money is formatted only at the edge, in Turkish lira with exactly 2 decimals (001 §9).

const TRY = new Intl.NumberFormat('tr-TR', {
  style: 'currency',
  currency: 'TRY',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 123450 kuruş → '₺1.234,50'. */
export function formatTry(kurus: number): string {
  return TRY.format(kurus / 100);
}
