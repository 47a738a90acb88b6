import { formatTry } from '@masa/core/money/format-try';
import { amountAtMenuPrices } from '@masa/core/bill/menu-prices';
import { texts } from '../../../i18n/texts.ts';
import { billRows, includingCharge, linePaidNote, type BillFiguresSource } from '../bill-rows.ts';
import { LineAmount } from './line-amount.tsx';
import { LineChoices } from './line-choices.tsx';
import './bill-summary.css';

const t = texts('billFigures');

/** A bill line as the summary lists it: the one bill model's `bill.lines[]` fits. */
export type BillSummaryLine = {
  id: string;
  name: string;
  quantity: number;
  freeQuantity: number;
  chargedQuantity: number;
  amount: number;
  /** The order campaign's part of the line: listed at the menu's prices (issue 30). */
  campaignDiscount?: number;
  paidQuantity: number;
  cancelled: boolean;
  options: readonly string[];
  extras: readonly string[];
  /** Shared among this many diners (ADR 048), 0 when not; its shares, paid or not. */
  shareCount?: number;
  shares?: readonly { paid: boolean }[];
};

/**
 * The figures alone (a `dl`), each with its data-testid (see billRows); `idPrefix` replaces
 * their "bill" prefix where a screen shows figures that are not an order's bill yet (the cart).
 */
export function BillFigureRows(props: {
  source: BillFiguresSource;
  showDiscount?: boolean;
  idPrefix?: string;
  /** What this diner paid on the bill (the history, ADR 058). */
  paidByYou?: { paid: number; tips: number } | undefined;
}) {
  const rows = billRows(props.source, {
    showDiscount: props.showDiscount ?? false,
    paidByYou: props.paidByYou,
  });
  const testId = (id: string) => (props.idPrefix ? id.replace(/^bill-/, `${props.idPrefix}-`) : id);
  return (
    <dl className="bill-summary__rows">
      {rows.map((row) => (
        <div key={row.testId} className={`bill-summary__row bill-summary__row--${row.kind}`}>
          <dt>{row.label}</dt>
          <dd data-testid={testId(row.testId)}>
            {row.amount < 0 ? `−${formatTry(-row.amount)}` : formatTry(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The bill's lines, each with its amount (free lines say so), then its figures. */
export function BillSummary({
  bill,
  lines = true,
}: {
  bill: BillFiguresSource & { lines: readonly BillSummaryLine[] };
  /** false where the screen lists the items itself (the order card). */
  lines?: boolean;
}) {
  const chargeName = includingCharge(bill.charges);
  const shown = bill.lines.filter((line) => !line.cancelled && line.quantity > 0);
  return (
    <div className="bill-summary">
      {lines && shown.length > 0 && (
        <ul className="bill-summary__lines" aria-label={t('billFigures.lines')}>
          {shown.map((line) => {
            const paid = linePaidNote(line);
            return (
              <li key={line.id}>
                <span className="bill-summary__name">
                  {t('billFigures.line', { name: line.name, quantity: line.quantity })}
                  <LineChoices choices={{ options: [...line.options], extras: [...line.extras] }} />
                  {paid && <span className="bill-summary__paid">{paid}</span>}
                </span>
                <LineAmount
                  line={{ ...line, amount: amountAtMenuPrices(line) }}
                  chargeName={chargeName}
                />
              </li>
            );
          })}
        </ul>
      )}
      <BillFigureRows source={bill} />
    </div>
  );
}
