// The bill's history replayed in the order it happened: payments as recorded, each refund after
// the payments recorded before it (issue 34), over the lines priced once.
import type { BillInput } from './bill-input.ts';
import type { BillPayment, BillRefund } from './bill-figures.ts';
import { emptyLedger, priceStep, type Ledger } from './ledger.ts';
import { count, priceLines, type Priced } from './priced-lines.ts';
import { refundStep } from './refund-step.ts';
import { sharesByLine } from './shares.ts';

export function replay(input: BillInput): {
  priced: Priced;
  ledger: Ledger;
  payments: BillPayment[];
  refunds: BillRefund[];
} {
  const priced = priceLines(input);
  const ledger = emptyLedger();
  // A refund replays after the payments recorded before it: the units it frees are paid again
  // by a later payment at the same position, so at the same price.
  const refunds: BillRefund[] = [];
  const pending = [...(input.refunds ?? [])];
  const refundUpTo = (payments: number) => {
    while (pending.length > 0 && count(pending[0]!.afterPayments) <= payments) {
      refunds.push(refundStep(priced, ledger, pending.shift()!));
    }
  };
  refundUpTo(0);
  const payments = input.payments.map((payment, index): BillPayment => {
    const step = priceStep(
      priced,
      ledger,
      {
        lines: Object.fromEntries(
          payment.lines.map((line) => [line.lineId, line.quantity] as const),
        ),
        charges: payment.charges,
        shares: sharesByLine(payment.shares ?? []),
      },
      true,
    );
    ledger.holdings.set(payment.id, { ...step.holding, tip: count(payment.tip) });
    refundUpTo(index + 1);
    return {
      id: payment.id,
      method: payment.method,
      lines: step.lines,
      charges: step.charges,
      shares: step.shares,
      itemsAmount: step.price.itemsAmount,
      chargesAmount: step.price.chargesAmount,
      vat: step.price.vat,
      amount: step.price.amount,
      tip: count(payment.tip),
      ...(payment.createdAt ? { createdAt: payment.createdAt } : {}),
    };
  });
  refundUpTo(Number.POSITIVE_INFINITY);
  return { priced, ledger, payments, refunds };
}
