// CSV files of the report's tables, made for Excel as a Turkish owner or accountant has it
// (docs/decisions/030-sales-report.md): UTF-8 with a byte order mark, so "Çay" and "Şiş" stay
// letters; semicolons between fields, because a Turkish Excel reads a comma as the decimal
// sign; amounts in lira with a decimal comma and no thousands separator or "₺" ("1234,50"), so
// Excel reads them as numbers; CRLF line ends. A text field that a spreadsheet would take for a
// formula (a product named "=2+5+cmd|' /C calc'!A0", issue 28) is written as text, the OWASP way.

import { saveFile } from './save-file.ts';

export type CsvCell = string | number;

/** Kuruş as a lira amount Excel reads as a number: 123450 → "1234,50", -5 → "-0,05". */
export function csvLira(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kurus));
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A measure Excel reads as a number, one decimal with a decimal comma: 25.5 → "25,5". */
export function csvDecimal(value: number): string {
  return String(Math.round(value * 10) / 10).replace('.', ',');
}

/** What a field holds when it is a number, as csvLira and csvDecimal write them. */
const NUMBER = /^-?\d+(,\d+)?$/;
/** A first character that makes Excel, LibreOffice or Sheets read a field as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One field as the file holds it. A text field starting with = + - @, a tab or a carriage
 * return gets a single quote in front, so a spreadsheet shows it as text and never runs it
 * (OWASP "CSV Injection"); a number, a negative one too ("-19,99"), stays a number. A field
 * with a quote, a semicolon or a line break is put in double quotes.
 */
export function csvField(cell: CsvCell): string {
  const raw = String(cell);
  const text =
    typeof cell === 'string' && FORMULA_START.test(raw) && !NUMBER.test(raw) ? `'${raw}` : raw;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The text of a CSV file, with the BOM in front: the report's headline figures and an empty
 * line when given (issue 29: each file stands on its own for an accountant), then a header
 * row and the rows.
 */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  headline: readonly (readonly CsvCell[])[] = [],
): string {
  const top = headline.length > 0 ? [...headline, []] : [];
  return `\uFEFF${[...top, header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n')}\r\n`;
}

/** Hands the browser a CSV file to save. */
export function downloadCsv(fileName: string, text: string): void {
  saveFile(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));
}
