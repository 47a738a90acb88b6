import { openPdf } from '../open-pdf.ts';

/**
 * A price list PDF as its reader gets it: pdf.js (Mozilla's reader) gives each page's size in
 * points and its text items in the order they were drawn (a product's name, then its price).
 */
export async function readPriceListPdf(bytes: Buffer) {
  const pdf = await openPdf(bytes);
  const pages: { width: number; height: number; items: string[] }[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { width, height } = page.getViewport({ scale: 1 });
    const items = (await page.getTextContent()).items
      .map((item) => ('str' in item ? item.str.trim() : ''))
      .filter((text) => text !== '');
    pages.push({ width, height, items });
  }
  const items = pages.flatMap((page) => page.items);
  /** The price drawn right after a name: what the list says it costs. */
  const priceOf = (name: string) => {
    const at = items.indexOf(name);
    return at < 0 ? undefined : items[at + 1];
  };
  return { pages, items, text: items.join(' '), priceOf };
}
