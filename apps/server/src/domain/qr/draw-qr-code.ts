import QRCode from 'qrcode';

/** The part of a pdfkit document the code is drawn with. */
type Canvas = Pick<PDFKit.PDFDocument, 'rect' | 'fill'>;

/** Light modules around the code, as on the HTML sheet and the staff app's page (margin 2). */
export const QR_QUIET_MODULES = 2;

/**
 * Draws `text` as a QR code (error correction M, like the printed page's SVG) in the square at
 * (x, y) of side `size`, quiet zone included: each run of dark modules in a row is one filled
 * rectangle, so the code stays vectors at any zoom or printer.
 */
export function drawQrCode(
  doc: Canvas,
  { text, x, y, size }: { text: string; x: number; y: number; size: number },
): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const step = size / (count + 2 * QR_QUIET_MODULES);
  const origin = { x: x + QR_QUIET_MODULES * step, y: y + QR_QUIET_MODULES * step };
  for (let row = 0; row < count; row++) {
    const dark = Array.from({ length: count }, (_, col) => modules.get(row, col) === 1);
    for (let col = 0; col < count;) {
      if (!dark[col]) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && dark[col]) col++;
      // A hair taller than a module: no light seam between rows when the page is rasterised.
      doc.rect(origin.x + start * step, origin.y + row * step, (col - start) * step, step + 0.05);
    }
  }
  doc.fill('#000000');
}
