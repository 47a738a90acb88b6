import { createRequire } from 'node:module';

// DejaVu Sans, shipped in the npm package dejavu-fonts-ttf: every Turkish letter (ğ ş ı İ) and
// ₺, embedded as a subset so the PDF looks the same on every printer (ADR 028).
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};

export type Doc = PDFKit.PDFDocument;

/**
 * A Turkish PDF written by Masa, titled `title`, with DejaVu Sans as the fonts 'regular' and
 * 'bold', and its bytes, whole once the caller ends the document (`doc.end()`). pdfkit is
 * loaded with the first document, not at start.
 */
export async function openPdfDocument({
  title,
  ...options
}: Omit<PDFKit.PDFDocumentOptions, 'lang' | 'info'> & { title: string }): Promise<{
  doc: Doc;
  done: Promise<Buffer>;
}> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    ...options,
    lang: 'tr-TR',
    info: { Title: title, Author: 'Masa' },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
