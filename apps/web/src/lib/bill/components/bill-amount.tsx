import { formatTry } from '@masa/core/money/format-try';
import { texts } from '../../../i18n/texts.ts';
import type { BillFiguresSource } from '../bill-rows.ts';
import './bill-summary.css';

const t = texts('billFigures');

/**
 * A bill in one figure, for lists (the history highlight): once something is paid, what was
 * paid with the tips inside it, shown apart ("Bahşiş dahil"); before, the bill's total.
 */
export function BillAmount({ bill }: { bill: BillFiguresSource }) {
  if ((bill.payments?.length ?? 0) === 0) {
    return (
      <strong className="bill-amount" data-testid="bill-total">
        {formatTry(bill.total)}
      </strong>
    );
  }
  const tips = bill.tips ?? 0;
  return (
    <span className="bill-amount">
      <strong>
        {t('billFigures.paidTotal')}:{' '}
        <span data-testid="bill-paid-total">{formatTry((bill.paid ?? 0) + tips)}</span>
      </strong>
      {tips > 0 && (
        <span className="bill-amount__tips">
          {t('billFigures.tipsIncluded')}: <span data-testid="bill-tips">{formatTry(tips)}</span>
        </span>
      )}
    </span>
  );
}
