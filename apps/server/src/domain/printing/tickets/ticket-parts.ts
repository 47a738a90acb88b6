import type { PrintBlock } from '@masa/core/printing/document';
import { formatTry } from '@masa/core/money/format-try';
import { stampFormat } from '@masa/core/time/stamp';

// The blocks every ticket is made of (core printing/document.ts), so a layout reads as its
// paper does, top to bottom.

type TextStyle = Omit<Extract<PrintBlock, { kind: 'text' }>, 'kind' | 'text'>;

export const text = (value: string, style: TextStyle = {}): PrintBlock => ({
  kind: 'text',
  text: value,
  ...style,
});

export const row = (left: string, right: string, bold = false): PrintBlock =>
  bold ? { kind: 'row', left, right, bold } : { kind: 'row', left, right };

export const rule = (): PrintBlock => ({ kind: 'rule' });

export const feed = (lines = 1): PrintBlock => ({ kind: 'feed', lines });

/**
 * 123450 kuruş → '1.234,50 TL': the figure as the screen formats it (formatTry, ADR 027's
 * kuruş), with the lira's letters after it; ₺ is in neither Turkish character table
 * (PC857, Windows-1254), so the paper spells it out.
 */
export function printMoney(kurus: number): string {
  return `${formatTry(kurus).replace('₺', '')} TL`;
}

/** '29.11.2026 14:35', '01.12.2026 00:09', on the business's wall clock. */
export function printTime(at: Date): string {
  return stampFormat('tr').format(at);
}
