import { QR_SHEET_TEXTS } from '@masa/core/qr/qr-sheet';
import { createHash } from 'node:crypto';
import QRCode from 'qrcode';
import type { QrSheetInput } from './load-qr-sheet.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
@page { size: A4; margin: 12mm; }
* { box-sizing: border-box; }
body { font-family: system-ui, 'Segoe UI', Roboto, sans-serif; color: #111; margin: 0; }
header { display: flex; justify-content: space-between; align-items: baseline; gap: 8mm;
  margin-bottom: 6mm; border-bottom: 0.4mm solid #3f51b5; padding-bottom: 3mm; }
h1 { font-size: 18pt; margin: 0; color: #3f51b5; }
header p { margin: 0; font-size: 9pt; color: #444; }
.grid { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6mm; }
.card { border: 0.3mm dashed #888; border-radius: 3mm; padding: 4mm 3mm; text-align: center;
  break-inside: avoid; page-break-inside: avoid; }
.card .business { font-size: 8pt; color: #555; margin: 0; }
.card svg { display: block; width: 46mm; height: 46mm; margin: 2mm auto; }
.card h2 { font-size: 13pt; margin: 0; }
.card .hint { font-size: 7.5pt; color: #444; margin: 1mm 0 0; }
.card .code { font: 7pt ui-monospace, monospace; color: #666; margin: 1mm 0 0; }
@media screen { body { max-width: 210mm; margin: 0 auto; padding: 12mm; } }
`;

/** The sheet's policy: its one <style> by hash, its codes inline SVG, nothing else. */
export const QR_SHEET_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * A printable A4 page of a business's table QR codes, three to a row: each card holds the
 * code (an inline SVG of the table's menu URL), the table name and its access token as a
 * typable code (ADR 015), so a diner can type it if the sticker is damaged.
 */
export async function renderQrSheet({
  businessName,
  businessAddress,
  tables,
}: QrSheetInput): Promise<string> {
  const cards = await Promise.all(
    tables.map(async (table) => {
      const svg = await QRCode.toString(table.url, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      });
      const label = `${table.name} QR kodu`;
      return `<section class="card" aria-label="${escapeHtml(label)}">
  <p class="business">${escapeHtml(businessName)}</p>
  <div role="img" aria-label="${escapeHtml(label)}">${svg}</div>
  <h2>${escapeHtml(table.name)}</h2>
  <p class="hint">${QR_SHEET_TEXTS.scanToOrder}</p>
  <p class="code">${escapeHtml(QR_SHEET_TEXTS.code(table.code))}</p>
</section>`;
    }),
  );
  const body =
    cards.length > 0
      ? `<main class="grid">\n${cards.join('\n')}\n</main>`
      : `<p>${QR_SHEET_TEXTS.noTables}</p>`;
  return `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(businessName)} · Masa QR kodları</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>${escapeHtml(businessName)}</h1>
  <p>${escapeHtml(businessAddress)} · ${tables.length} masa</p>
</header>
${body}
</body>
</html>
`;
}
