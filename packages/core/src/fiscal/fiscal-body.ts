// What the register must record for one payment (issue 35 §4, ADR 093), read from the one bill
// model: the units, shares and charges the payment paid at the prices the bill gave them, and
// its VAT by rate exactly as computeBill shared it, so the fiş, the Z report and Masa's day
// summary agree to the kuruş.
import type { Bill } from '../bill/bill.ts';
import { shareAmount } from '../bill/shares.ts';
import type { FiscalBody, FiscalLine } from './fiscal.schemas.ts';

/** A price before VAT made VAT-inclusive, as a register shows it (VAT added on top, ADR 034). */
const withVat = (amount: number, rate: number, included: boolean) =>
  included ? amount : amount + Math.round((amount * rate) / 100);

/**
 * The fiscal request of `paymentId` in `bill`. Its lines are the units it paid at their unit
 * price, one line a share, one line a charge; where staff discounts or rounding make a rate's
 * lines differ from what the payment paid at that rate, one "İndirim" (or "Yuvarlama") line of
 * that rate carries the difference, so the lines add up to the amount.
 */
export function fiscalBody({ bill, paymentId }: { bill: Bill; paymentId: string }): FiscalBody {
  const payment = bill.payments.find((entry) => entry.id === paymentId);
  if (!payment) throw new Error(`payment ${paymentId} is not on this bill`);
  const included = bill.taxIncludedInPrice;
  const lineOf = new Map(bill.lines.map((line) => [line.id, line]));
  const lines: FiscalLine[] = [];
  for (const { lineId, quantity } of payment.lines) {
    const line = lineOf.get(lineId);
    if (!line || quantity <= 0) continue;
    const unitPrice = withVat(line.unitPrice, line.vatRate, included);
    lines.push({
      name: line.name,
      quantity,
      unitPrice,
      amount: unitPrice * quantity,
      vatRate: line.vatRate,
    });
  }
  for (const { lineId, index } of payment.shares) {
    const line = lineOf.get(lineId);
    if (!line) continue;
    const share = withVat(shareAmount(line.amount, line.shareCount, index), line.vatRate, included);
    lines.push({
      name: `${line.name} (${index}/${line.shareCount})`,
      quantity: 1,
      unitPrice: share,
      amount: share,
      vatRate: line.vatRate,
    });
  }
  for (const chargeId of payment.charges) {
    const charge = bill.charges.find((entry) => entry.id === chargeId);
    if (!charge) continue;
    const amount = withVat(charge.amount, charge.vatRate, included);
    lines.push({
      name: charge.name,
      quantity: 1,
      unitPrice: amount,
      amount,
      vatRate: charge.vatRate,
    });
  }
  const vatTotals = payment.vat
    .map((share) => ({
      vatRate: share.rate,
      gross: included ? share.base : share.base + share.vat,
      vat: share.vat,
    }))
    .filter((total) => total.gross !== 0 || total.vat !== 0)
    .sort((a, b) => a.vatRate - b.vatRate);
  for (const total of vatTotals) {
    const listed = lines
      .filter((line) => line.vatRate === total.vatRate)
      .reduce((sum, line) => sum + line.amount, 0);
    const gap = total.gross - listed;
    if (gap === 0) continue;
    const name = gap < 0 ? 'İndirim' : 'Yuvarlama';
    lines.push({ name, quantity: 1, unitPrice: gap, amount: gap, vatRate: total.vatRate });
  }
  return {
    lines,
    vatTotals,
    paymentType: payment.method,
    amount: payment.amount,
    tip: payment.tip,
  };
}
