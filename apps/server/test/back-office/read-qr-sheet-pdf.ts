import { createCanvas } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { openPdf } from '../open-pdf.ts';

/** One card of a QR sheet PDF as a person reads it, and what its drawn code decodes to. */
export type PdfCard = {
  business: string;
  name: string;
  hint: string;
  code: string;
  link: string | null;
};
type Item = { str: string; x: number; y: number; width: number; height: number };

/** Pixels per PDF point: a 46 mm code of up to 45 modules gets about 8 pixels a module. */
const SCALE = 3;

/**
 * Reads a QR sheet PDF the way a printer and a phone would: pdf.js (Mozilla's reader) parses it
 * and renders each page onto a canvas (@napi-rs/canvas); the cards are found by their "Masa
 * kodu" line and the lines above it in the same column, and the square between a card's
 * business line and its table name is cut out of the rendered page and decoded by jsQR.
 */
export async function readQrSheetPdf(bytes: Buffer) {
  const pdf = await openPdf(bytes);
  const pages: { text: string[]; cards: PdfCard[] }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const items: Item[] = (await page.getTextContent()).items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => {
        const { str, transform, width, height } = item as {
          str: string;
          transform: number[];
          width: number;
          height: number;
        };
        return { str, x: transform[4]!, y: transform[5]!, width, height };
      });
    const viewport = page.getViewport({ scale: SCALE });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({
      canvas: canvas as unknown as Parameters<typeof page.render>[0]['canvas'],
      viewport,
    }).promise;
    const context = canvas.getContext('2d');
    const centre = (item: Item) => item.x + item.width / 2;
    const cards = items
      .filter((item) => item.str.startsWith('Masa kodu: '))
      .map((codeLine): PdfCard => {
        const [hint, name, business] = items
          .filter((item) => item.y > codeLine.y && Math.abs(centre(item) - centre(codeLine)) < 1)
          .sort((a, b) => a.y - b.y);
        if (!hint || !name || !business)
          throw new Error(`a card without its lines: ${codeLine.str}`);
        const bottom = name.y + name.height;
        const side = business.y - bottom;
        const [left, top] = viewport.convertToViewportPoint(centre(name) - side / 2, business.y);
        const size = Math.round(side * SCALE);
        const pixels = context.getImageData(Math.round(left!), Math.round(top!), size, size);
        const found = jsQR(new Uint8ClampedArray(pixels.data), size, size);
        return {
          business: business.str,
          name: name.str,
          hint: hint.str,
          code: codeLine.str.slice('Masa kodu: '.length),
          link: found?.data ?? null,
        };
      });
    pages.push({ text: items.map((item) => item.str), cards });
  }
  return { pageCount: pdf.numPages, pages, cards: pages.flatMap((page) => page.cards) };
}
