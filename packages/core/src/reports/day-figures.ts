// A sales report is the sum of its days (docs/decisions/113-a-report-adds-up-its-days.md): each
// business day's figures are what the report's one computation gives for that day alone (the
// bills' payments through sumPayments, the server's counts), kept when the day is closed or
// computed while it is not; every figure in them adds up, so a year is 365 additions.
import { eachDay } from './report-days.ts';
import type { SalesReport } from './report.schemas.ts';

/** Bumped when the figures' shape changes: days kept in another shape are computed again. */
export const DAY_FIGURES_VERSION = 1;

/** Orders an average is over, and the sum it averages, in microseconds (exact in a double). */
export type TimeSum = { orders: number; microseconds: number };

/** A product's units and amount on a day, under the name its lines carried. */
export type DayProduct = {
  /** Null: a product deleted since (its lines lost their product). */
  productId: string | null;
  /** The lines' own name: what a deleted product is shown by. */
  name: string;
  units: number;
  amount: number;
};

export type DayFigures = Pick<
  SalesReport,
  | 'payments'
  | 'gross'
  | 'tips'
  | 'refunds'
  | 'vat'
  | 'serviceCharges'
  | 'campaigns'
  | 'staffDiscounts'
  | 'byMethod'
  | 'cancellations'
  | 'walkOuts'
  | 'openAccounts'
  | 'corrections'
> & {
  /** The business day, "2026-11-25" (Europe/Istanbul). */
  date: string;
  /** Orders placed and not cancelled, by hour (24). */
  ordersByHour: number[];
  /** Paid, tips apart, by the hour it was paid (24). */
  grossByHour: number[];
  /** Unrounded: a range rounds the sum of its days once, as one pass over it would. */
  exactDiscounts: number;
  /** Names and categories are read when the report is (the menu's today, as a live read). */
  products: DayProduct[];
  serviceTimes: { toReady: TimeSum; toDelivered: TimeSum };
  ratings: { count: number; sum: number };
};

/** A product as the menu has it now: a report names products and groups categories by it. */
export type CurrentProduct = { name: string; categoryId: string | null; category: string | null };

/** Adds `value` into the row of `rows` whose key is `key`, or starts that row. */
function addTo<T extends object>(
  rows: Map<string, T>,
  key: string,
  value: T,
  add: (a: T, b: T) => T,
) {
  const row = rows.get(key);
  rows.set(key, row ? add(row, value) : { ...value });
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const hours = (days: readonly DayFigures[], of: (day: DayFigures) => number[]) =>
  Array.from({ length: 24 }, (_, hour) => sum(days.map((day) => of(day)[hour] ?? 0)));
const mostPaid = (a: { amount: number; units: number }, b: { amount: number; units: number }) =>
  b.amount - a.amount || b.units - a.units;
const byAmount = (a: { amount: number; method: string }, b: { amount: number; method: string }) =>
  b.amount - a.amount || a.method.localeCompare(b.method);
const average = ({ orders, microseconds }: TimeSum) => ({
  orders,
  // Minutes, one decimal, as the report has always rounded them.
  averageMinutes: orders === 0 ? null : Math.round((microseconds / orders / 60e6) * 10) / 10,
});

/** The report of `from`..`to` from the figures of its days (a day missing counts nothing). */
export function addUpDays({
  from,
  to,
  timeZone,
  days,
  products,
}: {
  from: string;
  to: string;
  timeZone: string;
  days: readonly DayFigures[];
  /** The products the days name, as the menu has them now; a missing one was deleted. */
  products: ReadonlyMap<string, CurrentProduct>;
}): SalesReport {
  const total = (of: (day: DayFigures) => number) => sum(days.map(of));

  const vat = new Map<string, SalesReport['vat'][number]>();
  const methods = new Map<string, SalesReport['byMethod'][number]>();
  const refundMethods = new Map<string, SalesReport['refunds']['byMethod'][number]>();
  const lost = new Map<string, SalesReport['walkOuts']['vat'][number]>();
  const sold = new Map<string, SalesReport['byProduct'][number] & { key: string }>();
  for (const day of days) {
    for (const row of day.vat)
      addTo(vat, String(row.rate), row, (a, b) => ({
        rate: a.rate,
        net: a.net + b.net,
        amount: a.amount + b.amount,
      }));
    for (const row of day.byMethod)
      addTo(methods, row.method, row, (a, b) => ({
        method: a.method,
        amount: a.amount + b.amount,
        tips: a.tips + b.tips,
        count: a.count + b.count,
      }));
    for (const row of day.refunds.byMethod)
      addTo(refundMethods, row.method, row, (a, b) => ({
        method: a.method,
        count: a.count + b.count,
        amount: a.amount + b.amount,
        tips: a.tips + b.tips,
        net: 0,
      }));
    for (const row of day.walkOuts.vat)
      addTo(lost, String(row.rate), row, (a, b) => ({
        rate: a.rate,
        base: a.base + b.base,
        vat: a.vat + b.vat,
      }));
    for (const row of day.products) {
      // A product on the menu is named and filed as it is now; a deleted one by its lines' name.
      const current = row.productId === null ? undefined : products.get(row.productId);
      const key = current ? `id:${row.productId}` : `name:${row.name}`;
      addTo(
        sold,
        key,
        {
          key,
          productId: current ? row.productId : null,
          name: current?.name ?? row.name,
          category: current?.category ?? null,
          units: row.units,
          amount: row.amount,
        },
        (a, b) => ({ ...a, units: a.units + b.units, amount: a.amount + b.amount }),
      );
    }
  }

  const categories = new Map<string, SalesReport['byCategory'][number]>();
  for (const row of sold.values()) {
    const categoryId =
      row.productId === null ? null : (products.get(row.productId)?.categoryId ?? null);
    addTo(
      categories,
      categoryId ?? '',
      { categoryId, name: row.category, units: row.units, amount: row.amount },
      (a, b) => ({ ...a, units: a.units + b.units, amount: a.amount + b.amount }),
    );
  }

  const gross = total((day) => day.gross);
  const byMethod = [...methods.values()].sort(byAmount);
  const refunds = {
    count: total((day) => day.refunds.count),
    amount: total((day) => day.refunds.amount),
    tips: total((day) => day.refunds.tips),
    byMethod: [...refundMethods.values()]
      .map((row) => ({
        ...row,
        net: (methods.get(row.method)?.amount ?? 0) - row.amount,
      }))
      .sort(byAmount),
  };
  const vatRows = [...vat.values()].sort((a, b) => a.rate - b.rate);
  const vatTotal = sum(vatRows.map((row) => row.amount));
  const ordersByHour = hours(days, (day) => day.ordersByHour);
  const grossByHour = hours(days, (day) => day.grossByHour);
  const ofDay = new Map(days.map((day) => [day.date, day]));
  const timeSum = (of: (day: DayFigures) => TimeSum) => ({
    orders: total((day) => of(day).orders),
    microseconds: total((day) => of(day).microseconds),
  });
  const ratings = {
    count: total((day) => day.ratings.count),
    sum: total((day) => day.ratings.sum),
  };
  const figure = (of: (day: DayFigures) => { lines: number; units: number; amount: number }) => ({
    lines: total((day) => of(day).lines),
    units: total((day) => of(day).units),
    amount: total((day) => of(day).amount),
  });
  // Ties keep one order whatever the days' order: by name, then by what identifies them.
  const byName = <T extends { name: string | null }>(a: T, b: T) =>
    (a.name ?? '').localeCompare(b.name ?? '', 'tr');
  return {
    from,
    to,
    timeZone,
    orders: sum(ordersByHour),
    payments: total((day) => day.payments),
    gross,
    net: gross - refunds.amount - vatTotal,
    tips: total((day) => day.tips),
    refunds,
    vat: vatRows,
    vatTotal,
    serviceCharges: total((day) => day.serviceCharges),
    discounts: Math.round(total((day) => day.exactDiscounts)),
    campaigns: total((day) => day.campaigns),
    staffDiscounts: total((day) => day.staffDiscounts),
    byMethod,
    byHour: ordersByHour.map((orders, hour) => ({ hour, orders, gross: grossByHour[hour] ?? 0 })),
    byDay: eachDay(from, to).map((date) => {
      const day = ofDay.get(date);
      return { date, orders: sum(day?.ordersByHour ?? []), gross: sum(day?.grossByHour ?? []) };
    }),
    byProduct: [...sold.values()]
      .sort((a, b) => mostPaid(a, b) || byName(a, b) || a.key.localeCompare(b.key))
      .map(({ key: _key, ...row }) => row),
    byCategory: [...categories.values()].sort(
      (a, b) =>
        mostPaid(a, b) || byName(a, b) || (a.categoryId ?? '').localeCompare(b.categoryId ?? ''),
    ),
    cancellations: {
      orders: total((day) => day.cancellations.orders),
      lines: total((day) => day.cancellations.lines),
      amount: total((day) => day.cancellations.amount),
    },
    walkOuts: {
      orders: total((day) => day.walkOuts.orders),
      amount: total((day) => day.walkOuts.amount),
      vat: [...lost.values()].sort((a, b) => a.rate - b.rate),
    },
    openAccounts: {
      moved: {
        orders: total((day) => day.openAccounts.moved.orders),
        amount: total((day) => day.openAccounts.moved.amount),
      },
      settled: {
        payments: total((day) => day.openAccounts.settled.payments),
        amount: total((day) => day.openAccounts.settled.amount),
      },
    },
    corrections: {
      voids: {
        notMade: figure((day) => day.corrections.voids.notMade),
        wasted: figure((day) => day.corrections.voids.wasted),
      },
      ikram: figure((day) => day.corrections.ikram),
    },
    serviceTimes: {
      toReady: average(timeSum((day) => day.serviceTimes.toReady)),
      toDelivered: average(timeSum((day) => day.serviceTimes.toDelivered)),
    },
    ratings: {
      count: ratings.count,
      // Two decimals, as the report has always rounded the average rating.
      average: ratings.count === 0 ? null : Math.round((ratings.sum / ratings.count) * 100) / 100,
    },
  };
}
