import type { BillResponse } from '@masa/core/bill/bill.schemas';
import { useState } from 'react';

type Payment = BillResponse['payments'][number];

/**
 * What one payment still holds of its bill (issue 34, ADR 084): its units less those refunded,
 * its shares and charges not given back, its tip left; and the units, shares and charges chosen
 * to give back, as a refund request names them. The server checks and prices it again.
 */
export function useRefundChoice(bill: BillResponse, payment: Payment) {
  const refunds = bill.refunds.filter((refund) => refund.paymentId === payment.id);
  const given = (lineId: string) =>
    refunds.flatMap((r) => r.lines).filter((l) => l.lineId === lineId);
  const nameOf = (lineId: string) => bill.lines.find((line) => line.id === lineId)?.name ?? '';
  const lines = payment.lines
    .map(({ lineId, quantity }) => ({
      id: lineId,
      name: nameOf(lineId),
      quantity: quantity - given(lineId).reduce((sum, l) => sum + l.quantity, 0),
    }))
    .filter((line) => line.quantity > 0);
  const refundedShares = new Set(refunds.flatMap((r) => r.shares.map(shareKey)));
  const shares = payment.shares
    .filter((share) => !refundedShares.has(shareKey(share)))
    .map((share) => ({ ...share, name: nameOf(share.lineId) }));
  const refundedCharges = new Set(refunds.flatMap((r) => r.charges));
  const charges = bill.charges.filter(
    (charge) => payment.charges.includes(charge.id) && !refundedCharges.has(charge.id),
  );
  const tipLeft = payment.tip - refunds.reduce((sum, r) => sum + r.tip, 0);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const countOf = (id: string) => counts[id] ?? 0;
  const toggle = (key: string) => {
    const next = new Set(picked);
    if (!next.delete(key)) next.add(key);
    setPicked(next);
  };
  return {
    lines,
    shares,
    charges,
    tipLeft,
    countOf,
    setCount: (id: string, quantity: number, count: number) =>
      setCounts({ ...counts, [id]: Math.min(quantity, Math.max(0, count || 0)) }),
    isPicked: (key: string) => picked.has(key),
    toggle,
    empty: lines.length + shares.length + charges.length === 0 && tipLeft === 0,
    /** The request's parts. */
    parts: {
      items: lines
        .filter((line) => countOf(line.id) > 0)
        .map((line) => ({ lineId: line.id, quantity: countOf(line.id) })),
      shares: shares
        .filter((share) => picked.has(shareKey(share)))
        .map(({ lineId, index }) => ({ lineId, index })),
      charges: charges.filter((charge) => picked.has(charge.id)).map((charge) => charge.id),
    },
  };
}

export const shareKey = (share: { lineId: string; index: number }) =>
  `${share.lineId}#${share.index}`;
