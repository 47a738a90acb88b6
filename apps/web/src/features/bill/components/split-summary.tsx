import type { SelectionPrice } from '@masa/core/bill/bill';
import { formatTry } from '@masa/core/money/format-try';
import { BillFigureRows } from '../../../components/bill/bill-summary.tsx';
import { tr } from '../../../i18n/tr.ts';
import type { BillStatus } from '../../../lib/bill/bill-types.ts';

const t = tr.bill;
const f = tr.billFigures;

type Row = { label: string; value: number; testId: string; className?: string };

/** A request's state as its diner reads it: an approved one whose payment was taken is paid. */
export function splitStatusText(request: BillStatus['splitRequests'][number]): string {
  if (request.paid) return t.splitPage.paid;
  return (
    t.splitPage.statuses[request.status as keyof typeof t.splitPage.statuses] ?? request.status
  );
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
    { label: f.subtotal, value: price.itemsAmount, testId: 'split-subtotal' },
    ...(price.chargesAmount > 0
      ? [{ label: t.splitPage.chargesRow, value: price.chargesAmount, testId: 'split-charges' }]
      : []),
    ...(included ? [] : vatRows(f.vatAdded)),
    { label: t.tip, value: price.tip, testId: 'split-tip' },
    {
      label: t.ask.total,
      value: price.total,
      testId: 'split-total',
      className: 'bill-figures__total',
    },
    ...(included ? vatRows(f.vatIncluded, 'bill-figures__included') : []),
  ];
  return (
    <>
      <section className="card" aria-labelledby="split-ask-title">
        <h2 id="split-ask-title" className="bill-ask__title">
          {t.ask.label}
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
          {f.label}
        </h2>
        <BillFigureRows source={bill.bill} />
        {mine.length > 0 && (
          <>
            <h3 className="bill-ask__title">{t.splitPage.myRequests}</h3>
            <ul className="bill-lines" aria-label={t.splitPage.myRequests}>
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
