// The printed QR sheet (issue 17 §3): what each card tells a diner, in Turkish whatever language
// the staff app is in, the same on the page printed from the browser, the server's HTML page and
// its PDF (docs/decisions/028-back-office-in-existing-columns.md), and how the PDF is laid out.

export const QR_SHEET_TEXTS = {
  scanToOrder: 'Sipariş vermek için okutun',
  /** The table's access token, typable when a sticker is damaged (ADR 015). */
  code: (code: string) => `Masa kodu: ${code}`,
  noTables: 'Hizmette masa yok',
} as const;

/** Cards on one A4 page: three to a row, three rows, as the browser prints them. */
export const QR_SHEET_COLUMNS = 3;
export const QR_SHEET_ROWS = 3;
export const QR_SHEET_PER_PAGE = QR_SHEET_COLUMNS * QR_SHEET_ROWS;

const ASCII: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', i̇: 'i', ö: 'o', ş: 's', ü: 'u' };

/** "Ege Sofrası" → "masa-qr-ege-sofrasi.pdf": the PDF's file name, plain ASCII. */
export function qrSheetFileName(businessName: string): string {
  const slug = businessName
    .toLocaleLowerCase('tr-TR')
    .replace(/i̇|[çğıöşü]/g, (letter) => ASCII[letter] ?? '')
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `masa-qr-${slug || 'kodlari'}.pdf`;
}
