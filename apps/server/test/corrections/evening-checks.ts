import type { Bill } from '@masa/core/bill/bill';
import { vatOf } from '@masa/core/money/vat-by-rate';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentLines, payments } from '../../src/db/schema/index.ts';
import type { TestDb } from '../db.ts';

// The money invariants of issue 32's property test ("Done when", first bullet), checked on an
// order's bill as the server sends it and on the stored payment rows behind it.

/** The bill adds up: paid + left = total, and the total is its lines less discounts plus charges. */
export function expectBillAddsUp(bill: Bill, label: string) {
  expect(bill.paid + bill.left, `${label}: paid + left = total`).toBe(bill.total);
  for (const line of bill.lines) {
    const unit = line.cancelled ? 0 : line.ikram ? 0 : line.unitPrice;
    expect(line.amount, `${label}: ${line.name} priced by its units`).toBe(
      line.chargedQuantity * unit,
    );
    if (line.ikram) expect(line.unitPrice, `${label}: ikram ${line.name} at ₺0`).toBe(0);
  }
  const subtotal = bill.lines.reduce((sum, line) => sum + line.amount, 0);
  expect(bill.subtotal, `${label}: subtotal = sum of lines`).toBe(subtotal);
  const lineDiscounts = bill.lines.reduce((sum, line) => sum + line.staffDiscount, 0);
  expect(lineDiscounts, `${label}: staff discounts spread over the lines`).toBe(
    bill.staffDiscountTotal,
  );
  const charges = bill.charges.reduce((sum, charge) => sum + charge.amount, 0);
  expect(bill.serviceChargeTotal, `${label}: charges`).toBe(charges);
  const added = bill.taxIncludedInPrice ? 0 : bill.vatTotal;
  expect(bill.total, `${label}: total`).toBe(subtotal - bill.staffDiscountTotal + charges + added);
  expect(bill.paid, `${label}: paid = sum of payments`).toBe(
    bill.payments.reduce((sum, payment) => sum + payment.amount, 0),
  );
}

/** VAT by rate is the VAT of the lines (after staff discounts) and charges at that rate, rounded once. */
export function expectVatRoundedOnce(bill: Bill, label: string) {
  const bases = new Map<number, number>();
  const add = (rate: number, amount: number) => bases.set(rate, (bases.get(rate) ?? 0) + amount);
  for (const line of bill.lines)
    if (!line.cancelled) add(line.vatRate, line.amount - line.staffDiscount);
  for (const charge of bill.charges) add(charge.vatRate, charge.amount);
  const expected = [...bases]
    .filter(([, base]) => base !== 0)
    .map(([rate, base]) => [rate, vatOf(base, rate, bill.taxIncludedInPrice)] as const)
    .filter(([, vat]) => vat !== 0)
    .sort(([a], [b]) => a - b);
  const actual = bill.vat
    .filter((v) => v.vat !== 0)
    .map((v) => [v.rate, v.vat] as const)
    .sort(([a], [b]) => a - b);
  expect(actual, `${label}: VAT by rate`).toEqual(expected);
}

/**
 * What was paid never moves (the payments table keeps what each payment was priced at when it
 * was recorded, the bill prices it now) and no unit is paid twice.
 */
export async function expectPaymentsKept(db: TestDb['db'], orderId: string, bill: Bill) {
  const stored = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const priced = new Map(bill.payments.map((payment) => [payment.id, payment.amount]));
  expect(
    stored.map((row) => [row.id, row.amount]).sort(),
    `${orderId}: stored payments = the bill's payments`,
  ).toEqual(stored.map((row) => [row.id, priced.get(row.id)]).sort());
  expect(stored.length, `${orderId}: every payment on the bill`).toBe(bill.payments.length);
  if (stored.length === 0) return;
  const paidLines = await db
    .select()
    .from(paymentLines)
    .where(
      inArray(
        paymentLines.paymentId,
        stored.map((row) => row.id),
      ),
    );
  const units = new Map<string, number>();
  for (const row of paidLines) {
    if (!row.orderItemId) continue;
    units.set(row.orderItemId, (units.get(row.orderItemId) ?? 0) + row.quantity);
  }
  const charged = new Map(bill.lines.map((line) => [line.id, line.chargedQuantity]));
  for (const [itemId, quantity] of units) {
    expect(charged.has(itemId), `${orderId}: paid line ${itemId} is on its bill`).toBe(true);
    expect(quantity, `${orderId}: line ${itemId} paid once`).toBeLessThanOrEqual(
      charged.get(itemId) ?? 0,
    );
  }
}
