// Refunds in the one bill model (issue 34, ADR 084): a refund gives back some units, shares and
// charges of ONE payment (and optionally its tip). They are due again, at the same positions
// of their lines, so a later payment pays them at the price they had; the refund's amount is
// what that payment priced them at, so payments − refunds + left = the bill, to the kuruş.
// With VAT added on top, the refund's VAT is the part of the paid VAT its base takes back
// (f(paid base) − f(paid base − refunded base), f the once-rounded VAT): the payments' and
// refunds' VAT shares keep adding up to the VAT of what is paid.
import { vatOf } from '../money/vat-by-rate.ts';
import type { BillRefundInput, LineShare } from './bill-input.ts';
import type { BillRefund } from './bill-figures.ts';
import type { Ledger } from './ledger.ts';
import { count, type Priced } from './priced-lines.ts';
import { shareAmount } from './shares.ts';

/**
 * Books a refund in the ledger: what its payment holds of what it names (units from that
 * payment's last positions), at that payment's prices. Anything the payment does not hold (not
 * paid by it, or refunded already) is left out, never given back twice.
 */
export function refundStep(priced: Priced, ledger: Ledger, refund: BillRefundInput): BillRefund {
  const holding = ledger.holdings.get(refund.paymentId);
  const base = new Map<number, number>();
  const add = (rate: number, amount: number) => base.set(rate, (base.get(rate) ?? 0) + amount);
  const lines: BillRefund['lines'] = [];
  const charges: string[] = [];
  const shares: LineShare[] = [];
  let tip = 0;
  if (holding) {
    for (const { lineId, quantity } of refund.lines) {
      const line = priced.lines.get(lineId);
      const held = holding.units.get(lineId) ?? [];
      const given = held.splice(Math.max(0, held.length - count(quantity)));
      if (!line || given.length === 0) continue;
      for (const at of given) ledger.paidUnits.get(lineId)?.delete(at);
      add(
        line.rate,
        given.reduce((total, at) => total + line.units[at]!, 0),
      );
      lines.push({ lineId, quantity: given.length });
    }
    for (const { lineId, index } of refund.shares) {
      const line = priced.lines.get(lineId);
      if (!line || !holding.shares.get(lineId)?.delete(index)) continue;
      ledger.paidShares.get(lineId)?.delete(index);
      add(line.rate, shareAmount(line.net, line.shareCount, index));
      shares.push({ lineId, index });
    }
    for (const id of new Set(refund.charges)) {
      const charge = priced.charges.get(id);
      if (!charge || !holding.charges.delete(id)) continue;
      ledger.paidCharges.delete(id);
      add(charge.rate, charge.amount);
      charges.push(id);
    }
    tip = Math.min(count(refund.tip), holding.tip);
    holding.tip -= tip;
  }
  const vat = [...base.entries()]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const before = ledger.paidBase.get(rate) ?? 0;
      ledger.paidBase.set(rate, before - amount);
      const share =
        vatOf(before, rate, priced.included) - vatOf(before - amount, rate, priced.included);
      return { rate, base: amount, vat: share };
    });
  const items = [...base.values()].reduce((a, b) => a + b, 0);
  const vatTotal = vat.reduce((total, entry) => total + entry.vat, 0);
  return {
    id: refund.id,
    paymentId: refund.paymentId,
    afterPayments: count(refund.afterPayments),
    lines,
    charges,
    shares,
    vat,
    amount: items + (priced.included ? 0 : vatTotal),
    tip,
    ...(refund.createdAt ? { createdAt: refund.createdAt } : {}),
  };
}
