import { openPdf } from '../open-pdf.ts';

/** The text lines of a PDF as pdf.js (Mozilla's reader) reads them, page after page. */
export async function readPdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await openPdf(bytes);
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  return lines;
}
