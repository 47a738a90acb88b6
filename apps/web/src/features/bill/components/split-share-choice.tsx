import { MAX_SHARES, MIN_SHARES } from '@masa/core/bill/shares';
import { formatTry } from '@masa/core/money/format-try';
import { texts } from '../../../i18n/texts.ts';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';
import { shareCost } from '../utils/share-preview.ts';

const t = texts('bill');
const COUNTS = Array.from({ length: MAX_SHARES - MIN_SHARES + 1 }, (_, i) => MIN_SHARES + i);

type Line = BillStatus['bill']['lines'][number];

/**
 * Sharing a line nobody has claimed yet (ADR 048): 'Paylaş' opens a choice of 2–10 diners,
 * and the share this diner would pay is shown as the server will price it ('Pay 1/3' carries
 * the extra kuruş). While sharing, the line's units cannot be chosen.
 */
export function SplitShareChoice(props: {
  bill: BillStatus;
  line: Line;
  count: number | undefined;
  onChange: (count: number | undefined) => void;
  disabled: boolean;
}) {
  const { line, count } = props;
  if (count === undefined) {
    return (
      <div className="split-share">
        <button
          type="button"
          className="button button--secondary"
          aria-label={t('bill.splitPage.shareOf', { name: line.name })}
          disabled={props.disabled}
          onClick={() => props.onChange(MIN_SHARES)}
        >
          {t('bill.splitPage.share')}
        </button>
      </div>
    );
  }
  const cost = shareCost(props.bill, line.id, count);
  return (
    <div className="split-share">
      <label className="split-share__count">
        <span>{t('bill.splitPage.shareCount', { name: line.name })}</span>
        <select
          value={count}
          disabled={props.disabled}
          onChange={(event) => props.onChange(Number(event.target.value))}
        >
          {COUNTS.map((n) => (
            <option key={n} value={n}>
              {t('bill.splitPage.people', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="button button--secondary"
        disabled={props.disabled}
        onClick={() => props.onChange(undefined)}
      >
        {t('bill.splitPage.shareCancel')}
      </button>
      {cost && (
        <p className="split-share__mine" data-testid={`share-cost-${line.id}`}>
          {t('bill.splitPage.myShare', {
            share: t('bill.splitPage.shareName', { index: cost.index, count }),
            amount: formatTry(cost.amount),
          })}
        </p>
      )}
    </div>
  );
}
