import { formatTry } from '@masa/core/money/format-try';
import { PRICE_LIST_TEXTS as T, type PriceListFormat } from '@masa/core/price-list/price-list';
import { getWallTime } from '@masa/core/time/zoned-time';
import type { PriceListInput } from './load-price-list.ts';
import { openPdfDocument } from '../../lib/open-pdf-document.ts';

const MM = 72 / 25.4;
/** Page size, margin and type scale: the entrance list on A4, table cards on A5 and A6. */
const PAGES: Record<PriceListFormat, { size: string; margin: number; scale: number }> = {
  a4: { size: 'A4', margin: 18 * MM, scale: 1 },
  a5: { size: 'A5', margin: 12 * MM, scale: 0.85 },
  a6: { size: 'A6', margin: 8 * MM, scale: 0.7 },
};
const pad = (n: number) => String(n).padStart(2, '0');
function day(at: Date, withTime = false) {
  const w = getWallTime(at);
  const date = `${pad(w.day)}.${pad(w.month)}.${w.year}`;
  return withTime ? `${date} ${pad(w.hour)}:${pad(w.minute)}` : date;
}
function chargeLine(charge: PriceListInput['charges'][number]) {
  if (charge.calculation === 'percentage') return T.percentage(String(charge.value));
  const per = charge.calculation === 'per_person' ? T.perPerson : T.perOrder;
  return `${per} ${formatTry(charge.value)}`;
}

/**
 * The price list as a PDF (issue 35 §3, ADR 089): the business's name, "Fiyat Listesi", "Servis
 * ücreti alınmaz" when no service, table or cover charge is active, then each category with its
 * products, a price to the kuruş on the right of each name, what costs extra under it, then the
 * active charges; each page ends with the list's date and when a price last changed. Long
 * menus run on to further pages (a table card is then printed on both sides).
 */
export async function renderPriceListPdf(
  list: PriceListInput,
  format: PriceListFormat,
  now: Date,
): Promise<Buffer> {
  const page = PAGES[format];
  const { doc, done } = await openPdfDocument({
    size: page.size,
    margin: page.margin,
    bufferPages: true,
    title: `${list.businessName} · ${T.title}`,
  });
  const s = (size: number) => size * page.scale;
  const left = page.margin;
  const width = doc.page.width - 2 * page.margin;
  const footer = s(7) * 2.6;
  const bottom = () => doc.page.height - page.margin - footer;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const centred = (text: string, font: 'regular' | 'bold', size: number, gap: number) => {
    doc.font(font).fontSize(s(size)).fillColor('#000000');
    room(doc.heightOfString(text, { width }));
    doc.text(text, left, doc.y, { width, align: 'center' });
    doc.moveDown(gap);
  };
  /** A name on the left and a price on the right, the name wrapping before the price. */
  const row = (name: string, price: string, size: number, indent = 0, bold = false) => {
    doc.font('bold').fontSize(s(size));
    const priceWidth = doc.widthOfString(price);
    const nameWidth = width - indent - priceWidth - s(8);
    doc.font(bold ? 'bold' : 'regular');
    const height = doc.heightOfString(name, { width: nameWidth });
    room(height);
    const top = doc.y;
    doc.text(name, left + indent, top, { width: nameWidth });
    doc.font('bold').text(price, left + width - priceWidth, top, { lineBreak: false });
    doc.y = top + height + s(size) * 0.25;
  };

  centred(list.businessName, 'bold', 20, 0.1);
  centred(T.title, 'regular', 13, 0.3);
  if (list.noServiceCharge) centred(T.noServiceCharge, 'bold', 11, 0.1);
  centred(T.vatIncluded, 'regular', 8.5, 0.8);
  if (list.categories.length === 0) centred(T.noProducts, 'regular', 11, 1);
  for (const category of list.categories) {
    doc.font('bold').fontSize(s(12.5));
    room(s(12.5) * 3);
    doc.fillColor('#000000').text(category.name, left, doc.y, { width });
    const line = doc.y + s(1.5);
    doc
      .moveTo(left, line)
      .lineTo(left + width, line)
      .lineWidth(0.5)
      .stroke('#888888');
    doc.y = line + s(4);
    for (const product of category.products) {
      row(product.name, formatTry(product.price.price), 10);
      if (product.price.before !== null) {
        doc.font('regular').fontSize(s(7.5)).fillColor('#444444');
        doc.text(T.discounted(formatTry(product.price.before)), left + s(10), doc.y, { width });
        doc.fillColor('#000000');
      }
      for (const extra of product.extras) row(extra.name, `+${formatTry(extra.price)}`, 8, s(10));
    }
    doc.moveDown(0.6);
  }
  if (list.charges.length > 0) {
    doc.font('bold').fontSize(s(12.5));
    room(s(12.5) * 3);
    doc.text(T.charges, left, doc.y, { width });
    doc.moveDown(0.2);
    for (const charge of list.charges) row(charge.name, chargeLine(charge), 10);
    if (!list.noServiceCharge) {
      doc.font('regular').fontSize(s(7.5)).fillColor('#444444');
      doc.text(T.chargeNote, left, doc.y, { width });
    }
  }
  const dates = [
    T.listedAt(day(now, true)),
    ...(list.pricesChangedAt ? [T.pricesChangedAt(day(list.pricesChangedAt))] : []),
  ].join(' · ');
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const top = doc.page.height - page.margin - footer + s(7);
    doc.font('regular').fontSize(s(7)).fillColor('#444444');
    const pages = range.count > 1 ? ` · ${index + 1}/${range.count}` : '';
    // Below the bottom margin: lineBreak off, so pdfkit does not start a page for it.
    doc.text(`${dates}${pages}`, left, top, { width, align: 'center', lineBreak: false });
  }
  doc.end();
  return done;
}
