// The money of a sales report, added up from the payments of the one bill model (bill.ts,
// ADR 027) and nothing else: each payment as computeBill gave it (amount, tip, VAT share by
// rate, the units, shares and charges it paid), so the report and the bills agree to the kuruş
// (docs/decisions/030-sales-report.md).
import type { Bill } from '../bill/bill.ts';
import { isShareCount, shareAmount } from '../bill/shares.ts';
import { businessDayAndHour } from './report-days.ts';
import { addVatByRate, sumRefunds, type VatTally } from './sum-refunds.ts';
import type { SalesReport } from './report.schemas.ts';

/** What a report groups a line under: its product and that product's category. */
export type ReportProduct = {
  productId: string | null;
  name: string;
  categoryId: string | null;
  category: string | null;
  /**
   * The order campaign's share of one charged unit, inside the bill's unit price (ADR 041);
   * 0 or missing without one. Products count at the price they were sold before it.
   */
  campaignUnit?: number;
};

export type PaymentSums = Pick<
  SalesReport,
  | 'payments'
  | 'gross'
  | 'net'
  | 'tips'
  | 'refunds'
  | 'vat'
  | 'vatTotal'
  | 'serviceCharges'
  | 'discounts'
  | 'campaigns'
  | 'staffDiscounts'
  | 'byMethod'
  | 'byProduct'
  | 'byCategory'
> & {
  /** Gross paid in each hour of the day (24 entries). */
  grossByHour: number[];
  /** Gross paid on each business day, "2026-11-25" → kuruş. */
  grossByDay: Map<string, number>;
  /**
   * `discounts` before it is rounded: a line's discount is spread over its units in fractions of
   * a kuruş, so a range adds up its days' exact figures and rounds once (ADR 113).
   */
  exactDiscounts: number;
};

type Tally = { units: number; amount: number };

const add = <K>(map: Map<K, number>, key: K, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);

/**
 * Adds up the payments of `bills` whose id is in `paymentIds` (those recorded in the range;
 * a bill's other payments still shape each payment's VAT share, so whole bills come in), and
 * the refunds whose id is in `refundIds` (those made in the range, issue 34: "İadeler", their
 * VAT taken from the rates'). `products` names the product of each line id.
 */
export function sumPayments({
  bills,
  paymentIds,
  refundIds = new Set(),
  products,
  timeZone,
}: {
  bills: readonly Bill[];
  paymentIds: ReadonlySet<string>;
  refundIds?: ReadonlySet<string>;
  products: ReadonlyMap<string, ReportProduct>;
  timeZone?: string;
}): PaymentSums {
  let payments = 0;
  let gross = 0;
  let tips = 0;
  let serviceCharges = 0;
  let discounts = 0;
  let campaigns = 0;
  let staffDiscounts = 0;
  const vatByRate: VatTally = new Map();
  const methods = new Map<string, { amount: number; tips: number; count: number }>();
  const byProduct = new Map<string, Tally & { product: ReportProduct }>();
  const byCategory = new Map<string, Tally & { categoryId: string | null; name: string | null }>();
  const grossByHour = Array.from({ length: 24 }, () => 0);
  const grossByDay = new Map<string, number>();
  // Reading a wall clock through Intl costs microseconds per payment; zones move their clocks
  // on quarter hours, so every instant of a quarter hour has the same day and hour.
  const quarters = new Map<number, { date: string; hour: number }>();
  const dayAndHour = (iso: string) => {
    const epoch = Date.parse(iso);
    const quarter = Math.floor(epoch / 900_000);
    let wall = quarters.get(quarter);
    if (!wall) {
      wall = businessDayAndHour(new Date(quarter * 900_000), timeZone);
      quarters.set(quarter, wall);
    }
    return wall;
  };

  const productOf = (line: Bill['lines'][number]): ReportProduct =>
    products.get(line.id) ?? { productId: null, name: line.name, categoryId: null, category: null };
  /**
   * Adds units and an amount of a line to its product's and its category's tallies, with the
   * campaign's part of them put back (issue 29: a product sells at its price, the campaign is
   * its own figure).
   */
  const tally = (line: Bill['lines'][number], units: number, amount: number, campaign: number) => {
    const product = productOf(line);
    campaigns += campaign;
    amount += campaign;
    // The name is in the key too: a day kept at its close tallies a product's lines by their
    // own names, so a product deleted later regroups by name as a live read would (ADR 113).
    // A live read names every line of a product by the product, so this groups it as one.
    const productKey = `${product.productId ?? ''}:${product.name}`;
    const productTally = byProduct.get(productKey) ?? { product, units: 0, amount: 0 };
    productTally.units += units;
    productTally.amount += amount;
    byProduct.set(productKey, productTally);
    const categoryKey = product.categoryId ?? '';
    const categoryTally = byCategory.get(categoryKey) ?? {
      categoryId: product.categoryId,
      name: product.category,
      units: 0,
      amount: 0,
    };
    categoryTally.units += units;
    categoryTally.amount += amount;
    byCategory.set(categoryKey, categoryTally);
  };

  for (const bill of bills) {
    const lines = new Map(bill.lines.map((line) => [line.id, line]));
    for (const payment of bill.payments) {
      if (!paymentIds.has(payment.id)) continue;
      payments += 1;
      gross += payment.amount;
      tips += payment.tip;
      serviceCharges += payment.chargesAmount;
      addVatByRate(vatByRate, payment.vat, bill.taxIncludedInPrice);
      const method = methods.get(payment.method) ?? { amount: 0, tips: 0, count: 0 };
      method.amount += payment.amount;
      method.tips += payment.tip;
      method.count += 1;
      methods.set(payment.method, method);
      if (payment.createdAt) {
        const { date, hour } = dayAndHour(payment.createdAt);
        grossByHour[hour] = (grossByHour[hour] ?? 0) + payment.amount;
        add(grossByDay, date, payment.amount);
      }
      // What its units and shares cost before staff discounts, less what it paid for them.
      let beforeStaffDiscounts = 0;
      for (const paid of payment.lines) {
        const line = lines.get(paid.lineId);
        if (!line) continue;
        beforeStaffDiscounts += paid.quantity * line.unitPrice;
        // A line's discount is the same on each charged unit (bill.ts: chargedQuantity × unitDiscount).
        if (line.chargedQuantity > 0) {
          discounts += (line.discount / line.chargedQuantity) * paid.quantity;
        }
        const campaign = (productOf(line).campaignUnit ?? 0) * paid.quantity;
        tally(line, paid.quantity, paid.quantity * line.unitPrice, campaign);
      }
      // A shared line (ADR 048): each share brings its exact part of the amount and of the
      // discount; the line's units count once, with its share 1, so they stay whole.
      for (const paid of payment.shares ?? []) {
        const line = lines.get(paid.lineId);
        if (!line || !isShareCount(line.shareCount)) continue;
        discounts += shareAmount(line.discount, line.shareCount, paid.index);
        beforeStaffDiscounts += shareAmount(line.amount, line.shareCount, paid.index);
        const units = paid.index === 1 ? line.chargedQuantity : 0;
        const campaign = (productOf(line).campaignUnit ?? 0) * line.chargedQuantity;
        tally(
          line,
          units,
          shareAmount(line.amount, line.shareCount, paid.index),
          shareAmount(campaign, line.shareCount, paid.index),
        );
      }
      staffDiscounts += beforeStaffDiscounts - payment.itemsAmount;
    }
  }

  const paidByMethod = new Map([...methods].map(([method, entry]) => [method, entry.amount]));
  const { refunds, vatBack } = sumRefunds({ bills, refundIds, paidByMethod });
  for (const [rate, back] of vatBack) {
    const entry = vatByRate.get(rate) ?? { net: 0, amount: 0 };
    entry.net -= back.net;
    entry.amount -= back.amount;
    vatByRate.set(rate, entry);
  }
  const vat = [...vatByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, entry]) => ({ rate, net: entry.net, amount: entry.amount }));
  const vatTotal = vat.reduce((sum, entry) => sum + entry.amount, 0);
  const mostPaid = (a: Tally, b: Tally) => b.amount - a.amount || b.units - a.units;
  return {
    payments,
    gross,
    net: gross - refunds.amount - vatTotal,
    tips,
    refunds,
    vat,
    vatTotal,
    serviceCharges,
    discounts: Math.round(discounts),
    exactDiscounts: discounts,
    campaigns,
    staffDiscounts,
    byMethod: [...methods.entries()]
      .map(([method, entry]) => ({ method, ...entry }))
      .sort((a, b) => b.amount - a.amount || a.method.localeCompare(b.method)),
    byProduct: [...byProduct.values()].sort(mostPaid).map(({ product, units, amount }) => ({
      productId: product.productId,
      name: product.name,
      category: product.category,
      units,
      amount,
    })),
    byCategory: [...byCategory.values()]
      .sort(mostPaid)
      .map(({ categoryId, name, units, amount }) => ({ categoryId, name, units, amount })),
    grossByHour,
    grossByDay,
  };
}
