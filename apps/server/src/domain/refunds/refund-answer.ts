import { ok } from '../../lib/envelope.ts';
import type { completeRefund } from './complete-refund.ts';
import type { RefundResponse } from './refund-body.ts';
import type { RefundRow } from './reserve-refund.ts';
import { said } from '../../i18n/say.ts';

export type CompletedRefund = Awaited<ReturnType<typeof completeRefund>>;

const present = (row: RefundRow): RefundResponse => ({
  id: row.id,
  paymentId: row.paymentId,
  amount: row.amount,
  tipAmount: row.tipAmount,
  lines: row.parts.lines,
  charges: row.parts.charges,
  shares: row.parts.shares,
  providerRefundId: row.providerRefundId,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The 201 answer of a refund: the refund, its order and the bill after it ("İade yapıldı"). */
export const refundAnswer = (result: CompletedRefund) =>
  ok(
    { refund: present(result.refund), order: result.order, bill: result.settlement.state.bill },
    said('answer.refund.refunded'),
  );
