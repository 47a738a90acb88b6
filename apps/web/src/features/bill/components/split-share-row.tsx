import { formatTry } from '@masa/core/money/format-try';
import { LineChoices } from '../../../lib/bill/components/line-choices.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';
import { shareCost } from '../utils/share-preview.ts';

const t = texts('bill');

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
          {t('bill.splitPage.sharedIn', { count: line.shareCount, taken })}
          {props.addedBy && <> · {props.addedBy}</>}
        </div>
        {bill.bill.taxIncludedInPrice && (
          <div className="split-item__meta">
            {t('bill.splitPage.shareAmounts', {
              amounts: line.shares
                .map(
                  (s) =>
                    `${t('bill.splitPage.shareName', { index: s.index, count: line.shareCount })} ${formatTry(s.amount)}`,
                )
                .join(' + '),
            })}
          </div>
        )}
        {props.taking && cost && (
          <p className="split-share__mine" data-testid={`share-cost-${line.id}`}>
            {t('bill.splitPage.myShare', {
              share: t('bill.splitPage.shareName', { index: cost.index, count: line.shareCount }),
              amount: formatTry(cost.amount),
            })}
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
          {props.taking
            ? t('bill.splitPage.leaveShare')
            : t('bill.splitPage.takeShare', { amount: formatTry(cost.amount) })}
        </button>
      ) : (
        <span className="split-item__meta">{t('bill.splitPage.sharesTaken')}</span>
      )}
    </li>
  );
}
