import { priceSelection, type Bill, type BillInput } from '@masa/core/bill/bill';
import type { CheckoutBasketLine } from '../../payments/provider.ts';

const CATEGORY = { tr: 'Yiyecek ve İçecek', en: 'Food and drink' };
const CHARGE = { tr: 'Hizmet', en: 'Service' };
const TIP = { tr: 'Bahşiş', en: 'Tip' };

/**
 * The provider's basket of an online payment (issue 34): each line, share and charge it pays at
 * what the one bill model prices it alone (VAT included), the kuruş the parts' rounding leaves
 * put on the largest, so the lines add up to the amount exactly; the tip as its own line.
 */
export function basketLines({
  input,
  bill,
  price,
  locale,
}: {
  input: BillInput;
  bill: Bill;
  price: ReturnType<typeof priceSelection>;
  locale: 'tr' | 'en';
}): CheckoutBasketLine[] {
  const nameOf = (lineId: string) => {
    const line = bill.lines.find((l) => l.id === lineId);
    return (locale === 'en' && line?.nameEn) || line?.name || lineId;
  };
  const lines: CheckoutBasketLine[] = [
    ...price.lines.map(({ lineId, quantity }) => ({
      id: lineId,
      name: `${quantity} × ${nameOf(lineId)}`,
      category: CATEGORY[locale],
      price: priceSelection(input, { lines: { [lineId]: quantity } }).amount,
    })),
    ...price.shares.map(({ lineId, index }) => ({
      id: `${lineId}-${index}`,
      name: nameOf(lineId),
      category: CATEGORY[locale],
      price: priceSelection(input, { shares: { [lineId]: [index] } }).amount,
    })),
    ...price.charges.map((id) => {
      const charge = bill.charges.find((c) => c.id === id);
      return {
        id,
        name: (locale === 'en' && charge?.nameEn) || charge?.name || id,
        category: CHARGE[locale],
        price: priceSelection(input, { charges: [id] }).amount,
      };
    }),
  ];
  const rest = price.amount - lines.reduce((sum, line) => sum + line.price, 0);
  const largest = lines.reduce((a, b) => (b.price > a.price ? b : a), lines[0]!);
  largest.price += rest;
  const paid = lines.filter((line) => line.price > 0);
  if (price.tip > 0)
    paid.push({ id: 'tip', name: TIP[locale], category: TIP[locale], price: price.tip });
  return paid;
}
