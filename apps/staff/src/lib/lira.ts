/**
 * An amount typed in lira ("12", "12,5", "12.50", "1.250,75") as integer kuruş, or null when it
 * is not one. Turkish keyboards type a decimal comma; a dot followed by exactly three digits is
 * a thousands separator.
 */
export function parseLira(text: string): number | null {
  const compact = text.trim().replace(/\s|₺/g, '');
  if (compact === '') return null;
  const normalized = compact.includes(',')
    ? compact.replace(/\./g, '').replace(',', '.')
    : /^\d{1,3}(\.\d{3})+$/.test(compact)
      ? compact.replace(/\./g, '')
      : compact;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [lira = '0', kurus = ''] = normalized.split('.');
  return Number(lira) * 100 + Number(kurus.padEnd(2, '0'));
}

/** Kuruş as the text a lira field shows and parseLira reads back: 700 → "7,00". */
export function liraInput(kurus: number): string {
  const whole = Math.max(0, Math.round(kurus));
  return `${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}
