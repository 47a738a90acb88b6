import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { LineAmount } from '../../../lib/bill/components/line-amount.tsx';
import { LineChoices } from '../../../lib/bill/components/line-choices.tsx';
import { lineAmountText } from '../../../lib/bill/bill-rows.ts';
import { texts } from '../../../i18n/texts.ts';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';
import { SplitShareChoice } from './split-share-choice.tsx';
import { SplitShareRow } from './split-share-row.tsx';
import './split-share.css';

const t = texts('bill', 'billFigures');

type Line = BillResponse['lines'][number];

/**
 * One line of the split screen, from the one bill model: its charged units still due and a
 * 0..available stepper, or, for a line nobody has claimed yet, sharing it among diners; a
 * shared line shows its shares (ADR 048). A free line (the kuver's bread) says it is free and cannot be chosen:
 * its units are settled with their charge (ADR 027); a line with some free units notes them.
 * 'Kalan' counts the units a split may still take; those in a request awaiting the staff are
 * counted apart, and a line whose every unit awaits them reads as awaiting approval, with no
 * stepper (issue 30: it read as still owed and was offered again).
 */
export function SplitItemRow(props: {
  line: Line;
  chargeName: string | null;
  selected: number;
  onChange: (units: number) => void;
  disabled: boolean;
  /** Who added the line at the table (ADR 043), when known: 'Ekleyen: …' (utils/added-by). */
  addedBy?: string | null;
  bill: BillStatus;
  /** Diners this diner wants to share the line among (one share of it), if any. */
  share: number | undefined;
  onShare: (count: number | undefined) => void;
}) {
  const { line, selected } = props;
  if (line.shareCount > 0) {
    return (
      <SplitShareRow
        bill={props.bill}
        line={line}
        taking={props.share === line.shareCount}
        onChange={props.onShare}
        disabled={props.disabled}
        addedBy={props.addedBy ?? null}
      />
    );
  }
  if (line.chargedQuantity === 0) {
    return (
      <li className="split-item">
        <div className="order-item__name">
          {t('billFigures.line', { name: line.name, quantity: line.quantity })}
          <LineChoices choices={line} />
        </div>
        <LineAmount line={line} chargeName={props.chargeName} />
      </li>
    );
  }
  const max = props.share === undefined ? line.availableQuantity : 0;
  const shareable = line.availableQuantity === line.chargedQuantity && selected === 0;
  const held = line.dueQuantity - line.availableQuantity;
  const pending = line.availableQuantity === 0 && held > 0 && props.share === undefined;
  const freeNote = lineAmountText(line, props.chargeName).note;
  return (
    <li className="split-item split-item--shareable">
      <div>
        <div className="order-item__name">
          {line.name}
          <LineChoices choices={line} />
        </div>
        <div className="split-item__meta">
          {t('bill.splitPage.unitPrice', { price: formatTry(line.unitPrice) })}
          {!pending && <> · {t('bill.splitPage.left', { count: line.availableQuantity })}</>}
          {held > 0 && <> · {t('bill.splitPage.held', { count: held })}</>}
          {freeNote && <> · {freeNote}</>}
          {props.addedBy && <> · {props.addedBy}</>}
        </div>
      </div>
      {pending ? (
        <span className="split-item__pending">{t('bill.splitPage.statuses.pending')}</span>
      ) : (
        <div className="split-item__stepper">
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('bill.splitPage.decrease', { name: line.name })}
            disabled={props.disabled || selected <= 0}
            onClick={() => props.onChange(selected - 1)}
          >
            −
          </button>
          <output aria-label={t('bill.splitPage.quantity', { name: line.name })} aria-live="polite">
            {selected}
          </output>
          <button
            type="button"
            className="button button--secondary"
            aria-label={t('bill.splitPage.increase', { name: line.name })}
            disabled={props.disabled || selected >= max}
            onClick={() => props.onChange(selected + 1)}
          >
            +
          </button>
        </div>
      )}
      {(shareable || props.share !== undefined) && (
        <SplitShareChoice
          bill={props.bill}
          line={line}
          count={props.share}
          onChange={props.onShare}
          disabled={props.disabled}
        />
      )}
    </li>
  );
}
