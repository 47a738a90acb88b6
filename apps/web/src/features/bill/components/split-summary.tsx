import type { SelectionPrice } from '@masa/core/bill/bill';
import { formatTry } from '@masa/core/money/format-try';
import { BillFigureRows } from '../../../lib/bill/components/bill-summary.tsx';
import { texts } from '../../../i18n/texts.ts';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';

const t = texts('bill', 'billFigures');

type Row = { label: string; value: number; testId: string; className?: string };

/** A request's state as its diner reads it: an approved one whose payment was taken is paid. */
export function splitStatusText(request: BillStatus['splitRequests'][number]): string {
  if (request.paid) return t('bill.splitPage.paid');
  return t.lookup(`bill.splitPage.statuses.${request.status}`) ?? request.status;
}

/**
 * What the chosen units cost as the server will price them (core priceSelection): their
 * amount, VAT added on top before the total or included after it ("(dahil)"), the tip on
 * them, the total. Under it the whole bill after every payment and split: what is paid, the
 * tips and what is left (ADR 027). Then this diner's split requests with their state.
 */
export function SplitSummary({ price, bill }: { price: SelectionPrice; bill: BillStatus }) {
  const mine = bill.splitRequests.filter((request) => request.isMine);
  const included = bill.bill.taxIncludedInPrice;
  const vat = price.vat.filter((entry) => entry.vat > 0);
  const vatRows = (label: (rate: number) => string, className?: string): Row[] =>
    vat.map((entry) => ({
      label: label(entry.rate),
      value: entry.vat,
      testId: `split-vat-${entry.rate}`,
      ...(className ? { className } : {}),
    }));
  const rows: Row[] = [
    { label: t('billFigures.subtotal'), value: price.itemsAmount, testId: 'split-subtotal' },
    ...(price.chargesAmount > 0
      ? [
          {
            label: t('bill.splitPage.chargesRow'),
            value: price.chargesAmount,
            testId: 'split-charges',
          },
        ]
      : []),
    ...(included ? [] : vatRows((rate) => t('billFigures.vatAdded', { rate }))),
    { label: t('bill.tip'), value: price.tip, testId: 'split-tip' },
    {
      label: t('bill.ask.total'),
      value: price.total,
      testId: 'split-total',
      className: 'bill-figures__total',
    },
    ...(included
      ? vatRows((rate) => t('billFigures.vatIncluded', { rate }), 'bill-figures__included')
      : []),
  ];
  return (
    <>
      <section className="card" aria-labelledby="split-ask-title">
        <h2 id="split-ask-title" className="bill-ask__title">
          {t('bill.ask.label')}
        </h2>
        <dl className="bill-figures">
          {rows.map((row) => (
            <div key={row.testId} {...(row.className ? { className: row.className } : {})}>
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{formatTry(row.value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card" aria-labelledby="split-bill-title">
        <h2 id="split-bill-title" className="bill-ask__title">
          {t('billFigures.label')}
        </h2>
        <BillFigureRows source={bill.bill} />
        {mine.length > 0 && (
          <>
            <h3 className="bill-ask__title">{t('bill.splitPage.myRequests')}</h3>
            <ul className="bill-lines" aria-label={t('bill.splitPage.myRequests')}>
              {mine.map((request) => (
                <li key={request.id}>
                  <span>{splitStatusText(request)}</span>
                  <span>{formatTry(request.total)}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
