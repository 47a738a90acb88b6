import { getWallTime } from '@masa/core/time/zoned-time';
import {
  PRICE_CHANGES_CSV_COLUMNS,
  type PriceChange,
} from '@masa/core/staff/price-changes.schemas';

/** Opens the file as UTF-8 in Excel, whose Turkish locale otherwise reads it as Windows-1254. */
const BOM = '\uFEFF';
/** Turkish Excel's list separator: ',' is the decimal comma, so columns are split on ';'. */
const SEPARATOR = ';';

/** 4550 → '45,50', as Turkish Excel reads a number (no ₺, no thousands dot); null → ''. */
const amount = (kurus: number | null) =>
  kurus === null ? '' : `${Math.floor(kurus / 100)},${String(kurus % 100).padStart(2, '0')}`;

/**
 * One cell: quoted when it holds the separator, a quote or a line break (RFC 4180), and a text
 * starting with = + - @ is prefixed with ' so a spreadsheet shows it rather than running it.
 */
function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The price history as a CSV Turkish Excel opens by a double click (ADR 089): UTF-8 with a BOM,
 * ';' between columns, CRLF between rows, dates DD.MM.YYYY and times HH:MM in Istanbul time,
 * prices in lira with a decimal comma.
 */
export function writePriceChangesCsv(changes: PriceChange[]): string {
  const rows = changes.map((change) => {
    const wall = getWallTime(new Date(change.changedAt));
    return [
      `${pad(wall.day)}.${pad(wall.month)}.${wall.year}`,
      `${pad(wall.hour)}:${pad(wall.minute)}`,
      change.productName,
      change.itemName,
      amount(change.oldPrice),
      amount(change.newPrice),
      change.staffName,
    ];
  });
  const lines = [[...PRICE_CHANGES_CSV_COLUMNS], ...rows].map((row) =>
    row.map(cell).join(SEPARATOR),
  );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
