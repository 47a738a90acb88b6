// A bill read back into the input it was computed from, so that a screen given the server's bill
// prices the next payment exactly as the server will.
import type { BillInput } from './bill-input.ts';
import type { Bill, BillLine } from './bill-figures.ts';
import type { BillShare } from './shares.ts';

/**
 * The input a bill was computed from, read back from the bill itself, so that a screen given a
 * bill (the server's JSON) prices the next payment exactly as the server will:
 * computeBill(inputOfBill(bill)) is the same bill.
 */
export function inputOfBill(bill: Bill): BillInput {
  const units = (pick: (line: BillLine) => number) =>
    Object.fromEntries(
      bill.lines.filter((line) => pick(line) > 0).map((line) => [line.id, pick(line)]),
    );
  return {
    taxIncludedInPrice: bill.taxIncludedInPrice,
    lines: bill.lines.map((line) => ({
      id: line.id,
      name: line.name,
      nameEn: line.nameEn,
      quantity: line.quantity,
      freeQuantity: line.freeQuantity,
      unitPrice: line.unitPrice,
      unitDiscount: line.chargedQuantity ? line.discount / line.chargedQuantity : 0,
      unitCampaignDiscount: line.chargedQuantity ? line.campaignDiscount / line.chargedQuantity : 0,
      vatRate: line.vatRate,
      cancelled: line.cancelled,
      ...(line.ikram ? { ikram: true } : {}),
      options: line.options,
      extras: line.extras,
      optionsEn: line.optionsEn,
      extrasEn: line.extrasEn,
      ...(line.shareCount ? { shareCount: line.shareCount } : {}),
    })),
    charges: bill.charges.map(({ id, name, nameEn, amount, vatRate }) => ({
      id,
      name,
      nameEn,
      amount,
      vatRate,
    })),
    payments: bill.payments.map((payment) => ({
      id: payment.id,
      method: payment.method,
      tip: payment.tip,
      lines: payment.lines,
      charges: payment.charges,
      shares: payment.shares,
      ...(payment.createdAt ? { createdAt: payment.createdAt } : {}),
    })),
    reserved: units((line) => line.leftQuantity - line.dueQuantity),
    held: units((line) => line.dueQuantity - line.availableQuantity),
    reservedCharges: bill.charges.filter((c) => !c.paid && !c.due).map((c) => c.id),
    heldCharges: bill.charges.filter((c) => c.due && !c.available).map((c) => c.id),
    reservedShares: sharesOfLines(bill, (share) => !share.paid && !share.due),
    heldShares: sharesOfLines(bill, (share) => share.due && !share.available),
    staffDiscounts: bill.staffDiscounts.map(({ id, lineId, kind, value, reason }) => ({
      id,
      lineId,
      kind,
      value,
      reason,
    })),
    refunds: bill.refunds.map(({ id, paymentId, afterPayments, lines, charges, shares, tip }) => ({
      id,
      paymentId,
      afterPayments,
      lines,
      charges,
      shares,
      tip,
    })),
  };
}

/** The shares of a bill's lines that pass a test, by line id (lines with none left out). */
export function sharesOfLines(
  bill: Bill,
  test: (share: BillShare) => boolean,
): Record<string, number[]> {
  return Object.fromEntries(
    bill.lines
      .map((line) => [line.id, line.shares.filter(test).map((s) => s.index)] as const)
      .filter(([, indices]) => indices.length > 0),
  );
}
