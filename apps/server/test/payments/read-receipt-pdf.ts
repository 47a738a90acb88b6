import { openPdf } from '../open-pdf.ts';

/**
 * A receipt PDF's text as a person reads it: pdf.js (Mozilla's reader) parses it, and the text
 * on one baseline becomes one line, left to right, its pieces joined by " | " (a row's label and
 * its figure).
 */
export async function readReceiptPdf(
  bytes: Buffer,
): Promise<{ pages: number; lines: string[]; width: number }> {
  const pdf = await openPdf(bytes);
  const page = await pdf.getPage(1);
  const rows = new Map<number, { x: number; str: string }[]>();
  for (const item of (await page.getTextContent()).items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const [, , , , x, y] = item.transform as number[];
    const key = Math.round(y!);
    rows.set(key, [...(rows.get(key) ?? []), { x: x!, str: item.str.trim() }]);
  }
  const lines = [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) =>
      pieces
        .sort((a, b) => a.x - b.x)
        .map((p) => p.str)
        .join(' | '),
    );
  return { pages: pdf.numPages, lines, width: page.view[2]! };
}
