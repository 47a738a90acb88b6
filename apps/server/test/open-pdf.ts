import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A PDF the server wrote, opened by pdf.js (Mozilla's reader) as a reader would: without
 * loading its fonts into the test process or evaluating code, and without pdf.js's warnings.
 */
export function openPdf(bytes: Buffer) {
  return getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
}
