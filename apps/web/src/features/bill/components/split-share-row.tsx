import { formatTry } from '@masa/core/money/format-try';
import { LineChoices } from '../../../components/bill/line-choices.tsx';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';
import { shareCost } from '../utils/share-preview.ts';

const t = later(() => tr.bill.splitPage);

type Line = BillStatus['bill']['lines'][number];

/**
 * A line shared among diners (ADR 048): in how many, how many shares are taken, what each
 * share is (they add up to the line; the first carry the extra kuruş), and a button to take
 * one of the shares left, showing what it costs as the server will price it.
 */
export function SplitShareRow(props: {
  bill: BillStatus;
  line: Line;
  taking: boolean;
  onChange: (count: number | undefined) => void;
  disabled: boolean;
  addedBy?: string | null;
}) {
  const { line, bill } = props;
  const taken = line.shares.filter((share) => !share.available).length;
  const cost = shareCost(bill, line.id, line.shareCount);
  return (
    <li className="split-item" data-testid={`shared-line-${line.id}`}>
      <div>
        <div className="order-item__name">
          {line.name}
          <LineChoices choices={line} />
        </div>
        <div className="split-item__meta">
          {t.sharedIn(line.shareCount, taken)}
          {props.addedBy && <> · {props.addedBy}</>}
        </div>
        {bill.bill.taxIncludedInPrice && (
          <div className="split-item__meta">
            {t.shareAmounts(
              line.shares
                .map((s) => `${t.shareName(s.index, line.shareCount)} ${formatTry(s.amount)}`)
                .join(' + '),
            )}
          </div>
        )}
        {props.taking && cost && (
          <p className="split-share__mine" data-testid={`share-cost-${line.id}`}>
            {t.myShare(t.shareName(cost.index, line.shareCount), formatTry(cost.amount))}
          </p>
        )}
      </div>
      {cost ? (
        <button
          type="button"
          className={props.taking ? 'button' : 'button button--secondary'}
          aria-pressed={props.taking}
          disabled={props.disabled}
          onClick={() => props.onChange(props.taking ? undefined : line.shareCount)}
        >
          {props.taking ? t.leaveShare : t.takeShare(formatTry(cost.amount))}
        </button>
      ) : (
        <span className="split-item__meta">{t.sharesTaken}</span>
      )}
    </li>
  );
}
