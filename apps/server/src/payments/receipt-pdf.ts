import type { PrintBlock } from '@masa/core/printing/document';
import { type Doc, openPdfDocument } from '../lib/open-pdf-document.ts';

const MM = 72 / 25.4;
/** A till roll's 80 mm, so the PDF reads like the receipt a waiter would hand over. */
const WIDTH = 80 * MM;
const MARGIN = 5 * MM;
const SIZE = 8.5;
const GAP = 2 * MM;

/**
 * A receipt's blocks (the printed receipt's own, domain/printing/tickets/receipt-ticket.ts) as a
 * one-page PDF as long as the receipt: text wrapped to the width, rows with their figure on the
 * right, rules as thin lines. pdfkit is loaded with the first receipt, not at start.
 */
export async function renderReceiptPdf(input: {
  title: string;
  blocks: PrintBlock[];
}): Promise<Buffer> {
  const { doc, done } = await openPdfDocument({
    autoFirstPage: false,
    margin: 0,
    title: input.title,
  });
  const height = input.blocks.reduce((sum, block) => sum + draw(doc, block, 0, false), 0);
  doc.addPage({ size: [WIDTH, Math.ceil(height + 2 * MARGIN)], margin: 0 });
  let y = MARGIN;
  for (const block of input.blocks) y += draw(doc, block, y, true);
  doc.end();
  return done;
}

/** Draws one block at y (or only measures it) and returns its height. */
function draw(doc: Doc, block: PrintBlock, y: number, paint: boolean): number {
  const width = WIDTH - 2 * MARGIN;
  if (block.kind === 'feed') return block.lines * SIZE * 1.3;
  if (block.kind === 'rule') {
    if (paint)
      doc
        .moveTo(MARGIN, y + 3)
        .lineTo(WIDTH - MARGIN, y + 3)
        .lineWidth(0.5)
        .strokeColor('#666666')
        .stroke();
    return 7;
  }
  if (block.kind === 'text') {
    const size = block.size === 2 ? SIZE * 1.5 : SIZE;
    doc.font(block.bold || block.inverse ? 'bold' : 'regular').fontSize(size);
    const options = { width, align: block.align ?? 'left' } as const;
    if (paint) doc.fillColor('#111111').text(block.text, MARGIN, y, options);
    return doc.heightOfString(block.text, options) + 1.5;
  }
  doc.font(block.bold ? 'bold' : 'regular').fontSize(SIZE);
  const right = doc.widthOfString(block.right);
  const left = { width: width - right - GAP };
  if (paint) {
    doc.fillColor('#111111').text(block.left, MARGIN, y, left);
    doc.text(block.right, WIDTH - MARGIN - right, y, { lineBreak: false });
  }
  return doc.heightOfString(block.left, left) + 1.5;
}
