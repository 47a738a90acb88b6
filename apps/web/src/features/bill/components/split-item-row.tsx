import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';
import type { BillItem } from '../api/bill-types.ts';

const t = tr.bill.splitPage;

/** One unpaid item of the split screen: its units left and a 0..available stepper. */
export function SplitItemRow(props: {
  item: BillItem;
  selected: number;
  onChange: (units: number) => void;
  disabled: boolean;
}) {
  const { item, selected } = props;
  const max = item.availableQuantity;
  return (
    <li className="split-item">
      <div>
        <div className="order-item__name">{item.name}</div>
        <div className="split-item__meta">
          {t.unitPrice(formatTry(item.unitPrice))} · {t.left(item.remainingQuantity)}
          {item.pendingQuantity > 0 && <> · {t.held(item.pendingQuantity)}</>}
        </div>
      </div>
      <div className="split-item__stepper">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t.decrease(item.name)}
          disabled={props.disabled || selected <= 0}
          onClick={() => props.onChange(selected - 1)}
        >
          −
        </button>
        <output aria-label={t.quantity(item.name)} aria-live="polite">
          {selected}
        </output>
        <button
          type="button"
          className="button button--secondary"
          aria-label={t.increase(item.name)}
          disabled={props.disabled || selected >= max}
          onClick={() => props.onChange(selected + 1)}
        >
          +
        </button>
      </div>
    </li>
  );
}
