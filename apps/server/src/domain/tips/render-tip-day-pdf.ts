import type { TipDay } from '@masa/core/tips/tips.schemas';
import { tipDayDocument } from './tip-day-document.ts';
import { openPdfDocument } from '../../lib/open-pdf-document.ts';

const MARGIN = 48;
/** Where each column of the people's table starts, from the left margin; amounts end at 500. */
const COLUMNS = [0, 190, 250, 300, 400];
const WIDTH = 499;

/**
 * GET /staff/tips/{day}.pdf (ADR 088): the day's tip record on A4, the article-51 proof the
 * owner signs: business, day, rule, tips by method, each person's hours, points and amount,
 * undistributed, total, and who signed it off and when (or "taslak" until then).
 */
export async function renderTipDayPdf(day: TipDay): Promise<Buffer> {
  const { doc, done } = await openPdfDocument({
    size: 'A4',
    margin: MARGIN,
    title: `${day.business} · Bahşiş ${day.day}`,
  });
  const text = tipDayDocument(day);
  doc.font('bold').fontSize(18).text(text.title);
  doc.moveDown(0.5).font('regular').fontSize(11);
  for (const [label, value] of text.head) doc.text(`${label}: ${value}`);
  doc.moveDown().font('bold').text('Ödeme yöntemine göre bahşiş').font('regular');
  for (const [method, count, tips] of text.methods) doc.text(`${method} (${count} ödeme): ${tips}`);
  if (text.methods.length === 0) doc.text('Bu gün bahşiş yok');
  doc.moveDown();
  const row = (cells: string[], font: 'regular' | 'bold') => {
    const y = doc.y;
    doc.font(font);
    cells.forEach((value, i) => {
      const x = MARGIN + COLUMNS[i]!;
      const last = i === cells.length - 1;
      const width = last ? WIDTH - COLUMNS[i]! : COLUMNS[i + 1]! - COLUMNS[i]! - 6;
      doc.text(value, x, y, { width, align: i === 0 ? 'left' : 'right', lineBreak: false });
    });
    doc.x = MARGIN;
    doc.y = y + 18;
  };
  row(text.columns, 'bold');
  for (const cells of text.people) row(cells, 'regular');
  row([text.total[0]!, '', '', '', text.total[1]!], 'bold');
  doc.moveDown().font('bold').text(text.signature, MARGIN);
  if (text.late) doc.font('regular').text(text.late);
  doc.end();
  return done;
}
