import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { LineAmount } from '../../../components/bill/line-amount.tsx';
import { LineChoices } from '../../../components/bill/line-choices.tsx';
import { lineAmountText } from '../../../components/bill/bill-rows.ts';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';

const t = later(() => tr.bill.splitPage);

type Line = BillResponse['lines'][number];

/**
 * One line of the split screen, from the one bill model: its charged units still due and a
 * 0..available stepper. A free line (the kuver's bread) says it is free and cannot be chosen:
 * its units are settled with their charge (ADR 027); a line with some free units notes them.
 */
export function SplitItemRow(props: {
  line: Line;
  chargeName: string | null;
  selected: number;
  onChange: (units: number) => void;
  disabled: boolean;
  /** Who added the line at the table (ADR 043), when known. */
  dinerName?: string | null;
}) {
  const { line, selected } = props;
  if (line.chargedQuantity === 0) {
    return (
      <li className="split-item">
        <div className="order-item__name">
          {tr.billFigures.line(line.name, line.quantity)}
          <LineChoices choices={line} />
        </div>
        <LineAmount line={line} chargeName={props.chargeName} />
      </li>
    );
  }
  const max = line.availableQuantity;
  const held = line.dueQuantity - line.availableQuantity;
  const freeNote = lineAmountText(line, props.chargeName).note;
  return (
    <li className="split-item">
      <div>
        <div className="order-item__name">
          {line.name}
          <LineChoices choices={line} />
        </div>
        <div className="split-item__meta">
          {t.unitPrice(formatTry(line.unitPrice))} · {t.left(line.dueQuantity)}
          {held > 0 && <> · {t.held(held)}</>}
          {freeNote && <> · {freeNote}</>}
          {props.dinerName && <> · {t.addedBy(props.dinerName)}</>}
        </div>
      </div>
      <div className="split-item__stepper">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t.decrease(line.name)}
          disabled={props.disabled || selected <= 0}
          onClick={() => props.onChange(selected - 1)}
        >
          −
        </button>
        <output aria-label={t.quantity(line.name)} aria-live="polite">
          {selected}
        </output>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t.increase(line.name)}
          disabled={props.disabled || selected >= max}
          onClick={() => props.onChange(selected + 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}
