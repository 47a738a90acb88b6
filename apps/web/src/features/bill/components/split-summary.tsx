import type { SelectionPrice } from '@masa/core/bill/bill';
import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';
import type { BillStatus } from '../api/bill-types.ts';

const t = tr.bill;

/** The split's figures, and this diner's split requests with their state. */
export function SplitSummary({ price, bill }: { price: SelectionPrice; bill: BillStatus }) {
  const mine = bill.splitRequests.filter((request) => request.isMine);
  const rows = [
    { label: t.subtotal, value: price.itemsAmount },
    { label: t.vat, value: price.vatTotal },
    { label: t.tip, value: price.tip },
  ];
  return (
    <section className="card" aria-label={t.summary}>
      <dl className="bill-figures">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{formatTry(row.value)}</dd>
          </div>
        ))}
        <div className="bill-figures__total">
          <dt>{t.total}</dt>
          <dd>{formatTry(price.total)}</dd>
        </div>
        <div>
          <dt>{t.remaining}</dt>
          <dd data-testid="bill-remaining">{formatTry(bill.remainingAmount)}</dd>
        </div>
      </dl>
      {mine.length > 0 && (
        <>
          <h2 className="order-card__subtitle">{t.splitPage.myRequests}</h2>
          <ul className="bill-lines" aria-label={t.splitPage.myRequests}>
            {mine.map((request) => (
              <li key={request.id}>
                <span>
                  {t.splitPage.statuses[request.status as keyof typeof t.splitPage.statuses] ??
                    request.status}
                </span>
                <span>{formatTry(request.total)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
