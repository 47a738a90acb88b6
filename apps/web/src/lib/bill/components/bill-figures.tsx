import { formatTry } from '@masa/core/money/format-try';
import { BillSummary } from './bill-summary.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { BillStatus } from '../bill-types.ts';
import type { BillPreview } from '../bill-preview.ts';

const t = texts('bill');

/**
 * The bill dialog's figures: the whole bill as the server's one bill model has it (lines, free
 * ones said free, kuver, VAT, total, what was paid with its tips, what is left), then what this
 * request asks for: the rest of the bill, the tip on its items and the two together, priced
 * by core priceSelection exactly as the server will (ADR 027). A business that declared İş
 * Kanunu article 51 says so under the figures (ADR 092).
 */
export function BillFigures({ bill, preview }: { bill: BillStatus; preview: BillPreview }) {
  const asked = preview.total - preview.tip;
  return (
    <section aria-label={t('bill.summary')}>
      <p className="card__text">{t('bill.orderNumber', { number: String(bill.orderNumber) })}</p>
      <BillSummary bill={bill.bill} />
      {bill.article51 && (
        <p className="card__text" data-testid="bill-article-51">
          {t('bill.article51')}
        </p>
      )}
      {asked > 0 && <RequestFigures amount={asked} tip={preview.tip} total={preview.total} />}
    </section>
  );
}

/** What a request asks for: the amount, its tip and the two together. */
export function RequestFigures(props: { amount: number; tip: number; total: number }) {
  const rows = [
    { label: t('bill.ask.amount'), value: props.amount, testId: 'request-amount' },
    { label: t('bill.tip'), value: props.tip, testId: 'request-tip' },
  ];
  return (
    <>
      <h3 className="bill-ask__title">{t('bill.ask.label')}</h3>
      <dl className="bill-figures bill-figures--request">
        {rows.map((row) => (
          <div key={row.testId}>
            <dt>{row.label}</dt>
            <dd data-testid={row.testId}>{formatTry(row.value)}</dd>
          </div>
        ))}
        <div className="bill-figures__total">
          <dt>{t('bill.ask.total')}</dt>
          <dd data-testid="request-total">{formatTry(props.total)}</dd>
        </div>
      </dl>
    </>
  );
}
