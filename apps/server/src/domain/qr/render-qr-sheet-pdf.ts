import { QR_SHEET_COLUMNS, QR_SHEET_PER_PAGE, QR_SHEET_TEXTS } from '@masa/core/qr/qr-sheet';
import { drawQrCode } from './draw-qr-code.ts';
import type { QrSheetInput } from './load-qr-sheet.ts';
import { type Doc, openPdfDocument } from '../../lib/open-pdf-document.ts';

const MM = 72 / 25.4;
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 12 * MM;
const GAP = 6 * MM;
const CARD_WIDTH = (A4.width - 2 * MARGIN - (QR_SHEET_COLUMNS - 1) * GAP) / QR_SHEET_COLUMNS;
const PAD = { x: 3 * MM, y: 4 * MM };
const QR_SIZE = 46 * MM;
type Line = { font: 'regular' | 'bold'; size: number; color: string; after: number };
/** The card from top to bottom, as the printed page has it: font, size, colour, space after. */
const LINES = {
  business: { font: 'regular', size: 7.5, color: '#444444', after: 2 * MM },
  table: { font: 'bold', size: 13, color: '#111111', after: 1 * MM },
  hint: { font: 'regular', size: 9, color: '#222222', after: 1 * MM },
  code: { font: 'regular', size: 7.5, color: '#444444', after: 0 },
} satisfies Record<string, Line>;
const lineHeight = (size: number) => size * 1.25;
const CARD_HEIGHT =
  2 * PAD.y +
  QR_SIZE +
  2 * MM +
  Object.values(LINES).reduce((sum, line) => sum + lineHeight(line.size) + line.after, 0);
const HEADER = { size: 18, height: 18 * 1.25 + 5 * MM };

/** One line of text centred in `width`, its size lowered (to 70 %) and then cut with "…" to fit. */
function centredLine(doc: Doc, text: string, line: Line, x: number, y: number, width: number) {
  doc.font(line.font).fillColor(line.color);
  let size = line.size;
  while (size > line.size * 0.7 && doc.fontSize(size).widthOfString(text) > width) size -= 0.5;
  let shown = text;
  while (shown.length > 1 && doc.widthOfString(shown) > width) shown = `${shown.slice(0, -2)}…`;
  const left = x + (width - doc.widthOfString(shown)) / 2;
  doc.text(shown, left, y, { lineBreak: false });
}

function drawCard(
  doc: Doc,
  sheet: QrSheetInput,
  table: QrSheetInput['tables'][number],
  x: number,
  y: number,
) {
  doc
    .roundedRect(x, y, CARD_WIDTH, CARD_HEIGHT, 3 * MM)
    .lineWidth(0.3 * MM)
    .dash(2.5, { space: 2 })
    .stroke('#888888')
    .undash();
  const inner = CARD_WIDTH - 2 * PAD.x;
  let top = y + PAD.y;
  const write = (text: string, line: Line) => {
    centredLine(doc, text, line, x + PAD.x, top, inner);
    top += lineHeight(line.size) + line.after;
  };
  write(sheet.businessName, LINES.business);
  drawQrCode(doc, { text: table.url, x: x + (CARD_WIDTH - QR_SIZE) / 2, y: top, size: QR_SIZE });
  top += QR_SIZE + 2 * MM;
  write(table.name, LINES.table);
  write(QR_SHEET_TEXTS.scanToOrder, LINES.hint);
  write(QR_SHEET_TEXTS.code(table.code), LINES.code);
}

/**
 * The QR sheet as an A4 PDF (issue 17 §3), what the staff app's printed page shows: the
 * business's name at the head of each page, then nine cards, three to a row, each with the
 * business's name, the table's code drawn as vectors, the table's name, "Sipariş vermek için
 * okutun" and the typable table code. pdfkit is loaded with the first sheet, not at start.
 */
export async function renderQrSheetPdf(sheet: QrSheetInput): Promise<Buffer> {
  const { doc, done } = await openPdfDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    title: `${sheet.businessName} · Masa QR kodları`,
  });
  const pages = Math.max(1, Math.ceil(sheet.tables.length / QR_SHEET_PER_PAGE));
  const width = A4.width - 2 * MARGIN;
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    const header: Line = { font: 'bold', size: HEADER.size, color: '#000000', after: 0 };
    centredLine(doc, sheet.businessName, header, MARGIN, MARGIN, width);
    const cards = sheet.tables.slice(page * QR_SHEET_PER_PAGE, (page + 1) * QR_SHEET_PER_PAGE);
    if (cards.length === 0) {
      const empty: Line = { ...LINES.hint, size: 12 };
      centredLine(doc, QR_SHEET_TEXTS.noTables, empty, MARGIN, MARGIN + HEADER.height, width);
    }
    cards.forEach((table, index) => {
      const column = index % QR_SHEET_COLUMNS;
      const row = Math.floor(index / QR_SHEET_COLUMNS);
      const x = MARGIN + column * (CARD_WIDTH + GAP);
      const y = MARGIN + HEADER.height + row * (CARD_HEIGHT + GAP);
      drawCard(doc, sheet, table, x, y);
    });
  }
  doc.end();
  return done;
}
