import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text lines of a PDF as pdf.js (Mozilla's reader) reads them, page after page. */
export async function readPdfText(bytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    for (const item of (await page.getTextContent()).items)
      if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  return lines;
}
