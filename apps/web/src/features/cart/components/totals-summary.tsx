import type { OrderTotals } from '@masa/core/money/calculate-order-totals';
import { BillFigureRows } from '../../../lib/bill/components/bill-summary.tsx';
import { texts } from '../../../i18n/texts.ts';

const t = texts('checkout');

type Props = {
  totals: OrderTotals & { campaignDiscount?: number };
  /** The applied campaign's code, for its row. */
  campaignCode?: string | null;
  taxIncludedInPrice: boolean;
  /** Names of the service charges, in the order of totals.serviceCharges. */
  chargeNames: readonly string[];
};

/**
 * The figures of core calculateOrderTotals, as the server will store them, shown as every
 * bill is (components/bill, ADR 027): items (before and after their discounts, a campaign's
 * apart), each service
 * charge by name, VAT by whole-percent rate over items and charges, "(dahil)" after the total
 * when included in the prices, total.
 */
export function TotalsSummary({ totals, taxIncludedInPrice, chargeNames, campaignCode }: Props) {
  const source = {
    taxIncludedInPrice,
    subtotal: totals.subtotal,
    discountTotal: totals.discountTotal,
    campaign: campaignCode ? { code: campaignCode, amount: totals.campaignDiscount ?? 0 } : null,
    charges: totals.serviceCharges.map((amount, index) => ({
      name: chargeNames[index] ?? t('checkout.serviceCharges'),
      amount,
    })),
    vat: totals.vatByRate.map((group) => ({ rate: group.vatRate, vat: group.vat })),
    total: totals.total,
  };
  return (
    <section className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h3 id="checkout-summary-title" className="checkout-section__title">
        {t('checkout.summary')}
      </h3>
      <BillFigureRows source={source} showDiscount idPrefix="checkout" />
    </section>
  );
}
