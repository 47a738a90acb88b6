import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';
import type { BillStatus } from '../api/bill-types.ts';
import type { BillPreview } from '../utils/bill-preview.ts';

const t = tr.bill;

/**
 * The bill dialog's summary: the units still to pay per item, then subtotal, VAT, service
 * charges, tip and total as the request will be priced (core functions over the server's
 * figures; without a tip the total is the server's remainingAmount).
 */
export function BillFigures({ bill, preview }: { bill: BillStatus; preview: BillPreview }) {
  const lines = bill.items.filter((item) => item.remainingQuantity > 0);
  const rows = [
    { label: t.subtotal, value: preview.subtotal },
    { label: t.vat, value: preview.vatTotal },
    ...(preview.serviceChargeTotal > 0
      ? [{ label: t.serviceCharges, value: preview.serviceChargeTotal }]
      : []),
    { label: t.tip, value: preview.tip },
  ];
  return (
    <section aria-label={t.summary}>
      <p className="card__text">{t.orderNumber(String(bill.orderNumber))}</p>
      {lines.length > 0 && (
        <ul className="bill-lines" aria-label={t.items}>
          {lines.map((item) => (
            <li key={item.id}>
              <span>{t.line(item.name, item.remainingQuantity)}</span>
              <span>{formatTry(item.unitPrice * item.remainingQuantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="bill-figures">
        {rows.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{formatTry(row.value)}</dd>
          </div>
        ))}
        <div className="bill-figures__total">
          <dt>{t.total}</dt>
          <dd data-testid="bill-total">{formatTry(preview.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
