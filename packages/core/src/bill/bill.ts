// The one bill model (docs/decisions/027-one-bill-model.md). The server computes it from the
// database and every screen of both apps shows its figures, never a sum of its own: what a
// meal costs, its VAT by rate, what each payment paid with its tip, and what is left.
//
// Money is integer kuruş. Lines and service charges are priced the same way: VAT-inclusive
// when the business's prices include VAT, net with VAT added otherwise. VAT is computed once
// per rate over every line and charge at that rate. Payments pay charged units of lines and
// whole charges; a payment's VAT is its share of the per-rate VAT, taken so that the shares of
// all payments add up to the bill's VAT exactly (each share is f(paid before + this) −
// f(paid before), with f the once-rounded VAT of an amount). So paid + left = total at every
// step, whatever order the table pays in.
//
// This file is the model's door: the bill, a selection's price, the rest of the bill and a
// refund's price. Its parts: bill-input.ts and bill-figures.ts (what goes in and comes out),
// priced-lines.ts (units and charges priced once), ledger.ts (a payment's step), refund-step.ts,
// replay.ts (the history in order) and input-of-bill.ts (a bill read back).
import { calculateTip } from '../money/tip.ts';
import { vatOf } from '../money/vat-by-rate.ts';
import type { BillInput, BillRefundInput, BillSelection, LineShare } from './bill-input.ts';
import type {
  Bill,
  BillCharge,
  BillLine,
  BillPayment,
  BillRefund,
  SelectionPrice,
} from './bill-figures.ts';
import { sharesOfLines } from './input-of-bill.ts';
import { priceStep } from './ledger.ts';
import { count, sum } from './priced-lines.ts';
import { refundStep } from './refund-step.ts';
import { replay } from './replay.ts';
import { lineShares } from './shares.ts';

export type * from './bill-input.ts';
export type * from './bill-figures.ts';
export { inputOfBill } from './input-of-bill.ts';
export { sharesByLine, type BillShare } from './shares.ts';
export type { BillDiscount, BillDiscountInput } from './staff-discounts.ts';

export function computeBill(input: BillInput): Bill {
  const { priced, ledger, payments, refunds } = replay(input);
  const lines = input.lines.map((line): BillLine => {
    const { unitPrice, rate, charged, shareCount, net } = priced.lines.get(line.id)!;
    const shares = lineShares({
      amount: net,
      shareCount,
      paid: ledger.paidShares.get(line.id),
      reserved: input.reservedShares?.[line.id],
      held: input.heldShares?.[line.id],
    });
    const paidQuantity = shareCount
      ? shares.every((share) => share.paid)
        ? charged
        : 0
      : (ledger.paidUnits.get(line.id)?.size ?? 0);
    const leftQuantity = charged - paidQuantity;
    const dueQuantity = shareCount
      ? 0
      : Math.max(0, leftQuantity - count(input.reserved?.[line.id]));
    return {
      id: line.id,
      name: line.name,
      nameEn: line.nameEn ?? '',
      quantity: count(line.quantity),
      freeQuantity: Math.min(count(line.quantity), count(line.freeQuantity)),
      chargedQuantity: charged,
      unitPrice,
      amount: charged * unitPrice,
      staffDiscount: charged * unitPrice - net,
      discount: charged * count(line.unitDiscount),
      campaignDiscount: charged * count(line.unitCampaignDiscount),
      vatRate: rate,
      cancelled: Boolean(line.cancelled),
      ikram: Boolean(line.ikram),
      paidQuantity,
      leftQuantity,
      dueQuantity,
      availableQuantity: Math.max(0, dueQuantity - count(input.held?.[line.id])),
      options: [...(line.options ?? [])],
      extras: [...(line.extras ?? [])],
      optionsEn: [...(line.optionsEn ?? line.options ?? [])],
      extrasEn: [...(line.extrasEn ?? line.extras ?? [])],
      shareCount,
      shares,
    };
  });
  const reservedCharges = new Set(input.reservedCharges ?? []);
  const heldCharges = new Set(input.heldCharges ?? []);
  const charges = input.charges.map((charge): BillCharge => {
    const paid = ledger.paidCharges.has(charge.id);
    const due = !paid && !reservedCharges.has(charge.id);
    return {
      ...charge,
      nameEn: charge.nameEn ?? '',
      amount: priced.charges.get(charge.id)!.amount,
      vatRate: priced.charges.get(charge.id)!.rate,
      paid,
      due,
      available: due && !heldCharges.has(charge.id),
    };
  });
  const base = new Map<number, number>();
  const add = (rate: number, amount: number) => base.set(rate, (base.get(rate) ?? 0) + amount);
  for (const line of lines) add(line.vatRate, line.amount - line.staffDiscount);
  for (const charge of charges) add(charge.vatRate, charge.amount);
  const vat = [...base.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, base: amount, vat: vatOf(amount, rate, priced.included) }));
  const subtotal = sum(lines.map((line) => line.amount));
  const staffDiscountTotal = sum(priced.discounts.map((discount) => discount.amount));
  const serviceChargeTotal = sum(charges.map((charge) => charge.amount));
  const vatTotal = sum(vat.map((entry) => entry.vat));
  const total =
    subtotal - staffDiscountTotal + serviceChargeTotal + (priced.included ? 0 : vatTotal);
  const paid = sum(payments.map((payment) => payment.amount));
  const refunded = sum(refunds.map((refund) => refund.amount));
  return {
    taxIncludedInPrice: priced.included,
    lines,
    charges,
    subtotal,
    discountTotal: sum(lines.map((line) => line.discount)),
    campaignTotal: sum(lines.map((line) => line.campaignDiscount)),
    serviceChargeTotal,
    staffDiscounts: priced.discounts,
    staffDiscountTotal,
    vat,
    vatTotal,
    total,
    payments,
    paid,
    tips: sum(payments.map((payment) => payment.tip)) - sum(refunds.map((r) => r.tip)),
    refunds,
    refunded,
    left: total - paid + refunded,
    settled: lines.every((line) => line.leftQuantity === 0) && charges.every((c) => c.paid),
  };
}

/**
 * What a selection would cost as the next payment of the bill, with a tip of `tipPercentage`
 * of what its items cost with their VAT (service charges are never tipped on; 001 §9 puts the
 * bill dialog's tip on the total, which with VAT added on top includes it). The split screen,
 * the bill dialog, the payment screen and the server all price through here.
 */
export function priceSelection(
  input: BillInput,
  selection: BillSelection,
  tipPercentage = 0,
): SelectionPrice & { lines: BillPayment['lines']; charges: string[]; shares: LineShare[] } {
  const { priced, ledger } = replay(input);
  const step = priceStep(priced, ledger, selection, false);
  const tip = calculateTip(step.tipBase, tipPercentage);
  return {
    ...step.price,
    tip,
    total: step.price.amount + tip,
    lines: step.lines,
    charges: step.charges,
    shares: step.shares,
  };
}

/**
 * The rest of the bill: every unit due and every charge due (approved splits' units and
 * charges are their payer's).
 */
export function restOfBill(bill: Bill): Required<BillSelection> {
  return {
    lines: Object.fromEntries(
      bill.lines.filter((line) => line.dueQuantity > 0).map((l) => [l.id, l.dueQuantity]),
    ),
    charges: bill.charges.filter((charge) => charge.due).map((charge) => charge.id),
    shares: sharesOfLines(bill, (share) => share.due),
  };
}

/**
 * What a refund would give back as the next step of the bill (issue 34): what its payment
 * still holds of what it names, at that payment's prices. The server refunds exactly this.
 */
export function priceRefund(
  input: BillInput,
  refund: Omit<BillRefundInput, 'id' | 'afterPayments'>,
): BillRefund {
  const { priced, ledger } = replay(input);
  return refundStep(priced, ledger, { ...refund, id: '', afterPayments: input.payments.length });
}
