import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Pixels per PDF point for the picture of the first page: 144 dpi. */
const SCALE = 2;

/**
 * Reads a printed PDF as its reader would: pdf.js (Mozilla's reader, as
 * apps/server/test/back-office/read-qr-sheet-pdf.ts uses it) gives each page's text, one
 * string with single spaces, and renders the first page onto a canvas (@napi-rs/canvas) as a
 * PNG, so a spec can keep a picture of what came out of the printer.
 */
export async function readPrintedPdf(bytes: Buffer) {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    const words = content.items.map((item) => ('str' in item ? item.str : ''));
    pages.push(words.join(' ').replace(/\s+/g, ' ').trim());
  }
  const first = await pdf.getPage(1);
  const viewport = first.getViewport({ scale: SCALE });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  await first.render({
    canvas: canvas as unknown as Parameters<typeof first.render>[0]['canvas'],
    viewport,
  }).promise;
  return { pageCount: pdf.numPages, pages, firstPagePng: await canvas.encode('png') };
}
