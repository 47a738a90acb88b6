import { formatTry } from '@masa/core/money/format-try';
import { lineAmountText, type LineUnits } from '../bill-rows.ts';
import './bill-summary.css';

/**
 * A line's amount as every list shows it: the charged amount, "Ücretsiz" noted "(Kuver dahil)"
 * for a free line (never a price), and a note under a line with some free units.
 */
export function LineAmount({ line, chargeName }: { line: LineUnits; chargeName: string | null }) {
  const shown = lineAmountText(line, chargeName);
  return shown.price === null ? (
    <span className="line-amount line-amount--free">
      {shown.text}
      {shown.note && <span className="line-amount__note"> {shown.note}</span>}
    </span>
  ) : (
    <span className="line-amount">
      <span className="line-amount__price">{formatTry(shown.price)}</span>
      {shown.note && <span className="line-amount__note">{shown.note}</span>}
    </span>
  );
}
