import type { OrderTotals } from '@masa/core/money/calculate-order-totals';
import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';

type Props = {
  totals: OrderTotals;
  taxIncludedInPrice: boolean;
  /** Names of the service charges, in the order of totals.serviceCharges. */
  chargeNames: readonly string[];
};

/**
 * The figures of core calculateOrderTotals, as the server will store them: items (before and
 * after their discounts), service charges, VAT by whole-percent rate, total.
 */
export function TotalsSummary({ totals, taxIncludedInPrice, chargeNames }: Props) {
  const rows: [string, string][] = [];
  if (totals.discountTotal > 0) {
    rows.push([tr.checkout.subtotal, formatTry(totals.subtotal + totals.discountTotal)]);
    rows.push([tr.checkout.discount, `−${formatTry(totals.discountTotal)}`]);
  } else {
    rows.push([tr.checkout.subtotal, formatTry(totals.subtotal)]);
  }
  totals.serviceCharges.forEach((amount, index) => {
    rows.push([chargeNames[index] ?? tr.checkout.serviceCharges, formatTry(amount)]);
  });
  for (const group of totals.vatByRate) {
    const label = taxIncludedInPrice
      ? tr.checkout.vatIncluded(group.ratePercent)
      : tr.checkout.vatAdded(group.ratePercent);
    rows.push([label, formatTry(group.vat)]);
  }
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h3 id="checkout-summary-title" className="checkout-section__title">
        {tr.checkout.summary}
      </h3>
      <dl className="checkout-summary__list">
        {rows.map(([label, value], index) => (
          <div key={`${index}-${label}`} className="checkout-summary__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="checkout-summary__row checkout-summary__row--total">
          <dt>{tr.checkout.total}</dt>
          <dd data-testid="checkout-total">{formatTry(totals.total)}</dd>
        </div>
      </dl>
    </section>
  );
}
