import { describe, expect, it } from 'vitest';
import { addUpDays, type CurrentProduct, type DayFigures } from './day-figures.ts';

const hours = (at: Record<number, number>) =>
  Array.from({ length: 24 }, (_, hour) => at[hour] ?? 0);
const none = { lines: 0, units: 0, amount: 0 };

/** A day with one card payment of `gross` at 21:00 and what else is given. */
const day = (date: string, gross: number, more: Partial<DayFigures> = {}): DayFigures => ({
  date,
  ordersByHour: hours({ 20: 1 }),
  grossByHour: hours({ 21: gross }),
  payments: 1,
  gross,
  tips: 0,
  refunds: { count: 0, amount: 0, tips: 0, byMethod: [] },
  vat: [{ rate: 10, net: gross - gross / 11, amount: gross / 11 }],
  serviceCharges: 0,
  exactDiscounts: 0,
  campaigns: 0,
  staffDiscounts: 0,
  byMethod: [{ method: 'credit_card', amount: gross, tips: 0, count: 1 }],
  products: [],
  cancellations: { orders: 0, lines: 0, amount: 0 },
  walkOuts: { orders: 0, amount: 0, vat: [] },
  openAccounts: { moved: { orders: 0, amount: 0 }, settled: { payments: 0, amount: 0 } },
  corrections: { voids: { notMade: none, wasted: none }, ikram: none },
  serviceTimes: {
    toReady: { orders: 0, microseconds: 0 },
    toDelivered: { orders: 0, microseconds: 0 },
  },
  ratings: { count: 0, sum: 0 },
  ...more,
});

const menu = new Map<string, CurrentProduct>([
  ['humus', { name: 'Humus', categoryId: 'meze', category: 'Mezeler' }],
  ['fava', { name: 'Fava', categoryId: 'meze', category: 'Mezeler' }],
]);
const addUp = (days: DayFigures[], products = menu) =>
  addUpDays({ from: '2026-11-24', to: '2026-11-26', timeZone: 'Europe/Istanbul', days, products });

describe('addUpDays: a range is the sum of its days (ADR 113)', () => {
  it('adds money, hours and days, and leaves a day without figures at zero', () => {
    const report = addUp([day('2026-11-24', 110_00), day('2026-11-26', 220_00)]);
    expect(report).toMatchObject({ orders: 2, payments: 2, gross: 330_00, vatTotal: 30_00 });
    expect(report.net).toBe(300_00);
    expect(report.byHour[21]).toEqual({ hour: 21, orders: 0, gross: 330_00 });
    expect(report.byHour[20]).toEqual({ hour: 20, orders: 2, gross: 0 });
    expect(report.byDay).toEqual([
      { date: '2026-11-24', orders: 1, gross: 110_00 },
      { date: '2026-11-25', orders: 0, gross: 0 },
      { date: '2026-11-26', orders: 1, gross: 220_00 },
    ]);
    expect(report.byMethod).toEqual([{ method: 'credit_card', amount: 330_00, tips: 0, count: 2 }]);
  });

  it('rounds the discounts of the range once, not each day', () => {
    // 1.5 kuruş a day: rounded each day 2 + 2, the range's 3 is what one pass gives.
    const days = ['2026-11-24', '2026-11-25'].map((date) =>
      day(date, 100_00, { exactDiscounts: 1.5 }),
    );
    expect(addUp(days).discounts).toBe(3);
  });

  it("names products as the menu has them now, a deleted one by its lines' name", () => {
    const report = addUp([
      day('2026-11-24', 100_00, {
        products: [
          { productId: 'humus', name: 'Humus (eski ad)', units: 2, amount: 80_00 },
          { productId: null, name: 'Eski Rakı', units: 1, amount: 20_00 },
        ],
      }),
      day('2026-11-25', 100_00, {
        products: [
          { productId: 'humus', name: 'Humus', units: 1, amount: 40_00 },
          // Deleted since that day was kept: shown by its lines' name, without a category.
          { productId: 'gone', name: 'Eski Rakı', units: 1, amount: 20_00 },
          { productId: 'fava', name: 'Fava', units: 1, amount: 40_00 },
        ],
      }),
    ]);
    expect(report.byProduct).toEqual([
      { productId: 'humus', name: 'Humus', category: 'Mezeler', units: 3, amount: 120_00 },
      { productId: null, name: 'Eski Rakı', category: null, units: 2, amount: 40_00 },
      { productId: 'fava', name: 'Fava', category: 'Mezeler', units: 1, amount: 40_00 },
    ]);
    expect(report.byCategory).toEqual([
      { categoryId: 'meze', name: 'Mezeler', units: 4, amount: 160_00 },
      { categoryId: null, name: null, units: 2, amount: 40_00 },
    ]);
  });

  it("nets each method's refunds against the range's payments, and averages times and ratings over it", () => {
    const refunds = {
      count: 1,
      amount: 10_00,
      tips: 0,
      byMethod: [{ method: 'credit_card', count: 1, amount: 10_00, tips: 0, net: -10_00 }],
    };
    const report = addUp([
      day('2026-11-24', 110_00, {
        serviceTimes: {
          toReady: { orders: 1, microseconds: 10 * 60e6 },
          toDelivered: { orders: 0, microseconds: 0 },
        },
        ratings: { count: 1, sum: 5 },
      }),
      day('2026-11-25', 0, {
        payments: 0,
        byMethod: [],
        vat: [],
        refunds,
        serviceTimes: {
          toReady: { orders: 2, microseconds: 2 * 20 * 60e6 + 30e6 },
          toDelivered: { orders: 0, microseconds: 0 },
        },
        ratings: { count: 2, sum: 7 },
      }),
    ]);
    // The refund's day had no card payment of its own: its net is the range's.
    expect(report.refunds.byMethod).toEqual([{ ...refunds.byMethod[0], net: 100_00 }]);
    expect(report.net).toBe(110_00 - 10_00 - 10_00);
    expect(report.serviceTimes).toEqual({
      toReady: { orders: 3, averageMinutes: 16.8 },
      toDelivered: { orders: 0, averageMinutes: null },
    });
    expect(report.ratings).toEqual({ count: 3, average: 4 });
  });
});
