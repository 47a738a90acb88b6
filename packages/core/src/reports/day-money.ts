// A day's money, added up from its payments' kept figures (docs/decisions/118-a-payment-keeps-its-figures.md):
// each payment's share of the figures is priced once, by sumPayments over its bill, when it is
// recorded; a day adds the kept shares up and prices on read only what nobody kept (payments
// recorded before the figures were kept, and refunds). Every figure here adds up exactly.
import type { Bill } from '../bill/bill.ts';
import type { DayFigures } from './day-figures.ts';
import { sumPayments, type PaymentSums, type ReportProduct } from './sum-payments.ts';

/** Bumped when a kept payment's figures change shape: those of another version are priced again. */
export const PAYMENT_FIGURES_VERSION = 1;

/** The money part of a day's figures. */
export type DayMoney = Pick<
  DayFigures,
  | 'payments'
  | 'gross'
  | 'tips'
  | 'refunds'
  | 'vat'
  | 'serviceCharges'
  | 'exactDiscounts'
  | 'campaigns'
  | 'staffDiscounts'
  | 'byMethod'
  | 'grossByHour'
  | 'products'
>;

/**
 * What a day's money needs of one payment besides its own row (amount, tip, method, when): the
 * figures the one bill model gives it among its bill's payments.
 */
export type PaymentFigures = Pick<
  DayFigures,
  'serviceCharges' | 'exactDiscounts' | 'campaigns' | 'staffDiscounts' | 'vat' | 'products'
>;

/** The money of a day from sumPayments over its bills. */
export function dayMoneyOf(sums: PaymentSums): DayMoney {
  return {
    payments: sums.payments,
    gross: sums.gross,
    tips: sums.tips,
    refunds: sums.refunds,
    vat: sums.vat,
    serviceCharges: sums.serviceCharges,
    exactDiscounts: sums.exactDiscounts,
    campaigns: sums.campaigns,
    staffDiscounts: sums.staffDiscounts,
    byMethod: sums.byMethod,
    grossByHour: sums.grossByHour,
    products: sums.byProduct.map(({ productId, name, units, amount }) => ({
      productId,
      name,
      units,
      amount,
    })),
  };
}

/** The figures of each payment of `bill`, by payment id, as sumPayments adds each one up. */
export function paymentFiguresOf({
  bill,
  products,
}: {
  bill: Bill;
  /** The product of each line id (sumPayments' `products`). */
  products: ReadonlyMap<string, ReportProduct>;
}): Map<string, PaymentFigures> {
  const figures = new Map<string, PaymentFigures>();
  for (const payment of bill.payments) {
    const money = dayMoneyOf(
      sumPayments({ bills: [bill], paymentIds: new Set([payment.id]), products }),
    );
    figures.set(payment.id, {
      serviceCharges: money.serviceCharges,
      exactDiscounts: money.exactDiscounts,
      campaigns: money.campaigns,
      staffDiscounts: money.staffDiscounts,
      vat: money.vat,
      products: money.products,
    });
  }
  return figures;
}

/** Adds `value` into the row of `rows` keyed `key`, or starts that row with a copy of it. */
function addInto<T extends object>(rows: Map<string, T>, key: string, value: T, add: (a: T) => T) {
  const row = rows.get(key);
  rows.set(key, row ? add(row) : { ...value });
}

/** Two parts of one day's money added up, as one sumPayments over both would give it. */
export function addDayMoney(a: DayMoney, b: DayMoney): DayMoney {
  const vat = new Map<string, DayMoney['vat'][number]>();
  const methods = new Map<string, DayMoney['byMethod'][number]>();
  const refundMethods = new Map<string, DayMoney['refunds']['byMethod'][number]>();
  const products = new Map<string, DayMoney['products'][number]>();
  for (const part of [a, b]) {
    for (const row of part.vat)
      addInto(vat, String(row.rate), row, (sum) => ({
        rate: sum.rate,
        net: sum.net + row.net,
        amount: sum.amount + row.amount,
      }));
    for (const row of part.byMethod)
      addInto(methods, row.method, row, (sum) => ({
        method: sum.method,
        amount: sum.amount + row.amount,
        tips: sum.tips + row.tips,
        count: sum.count + row.count,
      }));
    for (const row of part.refunds.byMethod)
      addInto(refundMethods, row.method, row, (sum) => ({
        ...sum,
        count: sum.count + row.count,
        amount: sum.amount + row.amount,
        tips: sum.tips + row.tips,
      }));
    for (const row of part.products)
      addInto(products, `${row.productId ?? ''}:${row.name}`, row, (sum) => ({
        ...sum,
        units: sum.units + row.units,
        amount: sum.amount + row.amount,
      }));
  }
  const byAmount = <T extends { amount: number; method: string }>(x: T, y: T) =>
    y.amount - x.amount || x.method.localeCompare(y.method);
  return {
    payments: a.payments + b.payments,
    gross: a.gross + b.gross,
    tips: a.tips + b.tips,
    refunds: {
      count: a.refunds.count + b.refunds.count,
      amount: a.refunds.amount + b.refunds.amount,
      tips: a.refunds.tips + b.refunds.tips,
      // A method's net is what the day took by it less what it gave back (sumRefunds).
      byMethod: [...refundMethods.values()]
        .map((row) => ({ ...row, net: (methods.get(row.method)?.amount ?? 0) - row.amount }))
        .sort(byAmount),
    },
    vat: [...vat.values()].sort((x, y) => x.rate - y.rate),
    serviceCharges: a.serviceCharges + b.serviceCharges,
    exactDiscounts: a.exactDiscounts + b.exactDiscounts,
    campaigns: a.campaigns + b.campaigns,
    staffDiscounts: a.staffDiscounts + b.staffDiscounts,
    byMethod: [...methods.values()].sort(byAmount),
    grossByHour: a.grossByHour.map((gross, hour) => gross + (b.grossByHour[hour] ?? 0)),
    products: [...products.values()].sort((x, y) => y.amount - x.amount || y.units - x.units),
  };
}
