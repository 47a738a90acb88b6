import { shareAmount } from '@masa/core/bill/shares';
import type { Bill } from '@masa/core/bill/bill';
import { eq } from 'drizzle-orm';
import { businesses, orderItems, orders, staffAccounts } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';
import { businessHead } from '../businesses/business-head.ts';
import type { PaymentReceipt, PaymentResponse } from './payment-body.ts';

/**
 * What a payment's printed slip needs beyond the bill (issue 29): the business's name, address,
 * phone and tax office and number, the table, who took the payment and when, and the campaign
 * as its own line. The bill prices a line after the campaign's share of it (ADR 041); the slip
 * shows each line and share at its price before the campaign, and the campaign as one minus
 * line of the difference, and the staff discounts on what it paid likewise (ADR 074), so the
 * slip still adds up to the payment to the kuruş.
 */
export async function loadPaymentReceipt({
  db,
  orderId,
  staffId,
  payment,
  bill,
}: {
  db: DbOrTx;
  orderId: string;
  /** Who took it; null for an online payment, which no staff took. */
  staffId: string | null;
  payment: Omit<PaymentResponse, 'receipt'>;
  bill: Bill;
}): Promise<PaymentReceipt> {
  const [place] = await db
    .select({
      business: businesses,
      campaignCode: orders.campaignCode,
      title: orders.campaignTitle,
    })
    .from(orders)
    .innerJoin(businesses, eq(businesses.id, orders.businessId))
    .where(eq(orders.id, orderId));
  const [staff] = staffId
    ? await db
        .select({ name: staffAccounts.name })
        .from(staffAccounts)
        .where(eq(staffAccounts.id, staffId))
    : [];
  const perUnit = new Map(
    (
      await db
        .select({ id: orderItems.id, campaign: orderItems.campaignDiscount })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
    ).map((row) => [row.id, row.campaign]),
  );
  const lineOf = new Map(bill.lines.map((line) => [line.id, line]));
  const lines = payment.lines.map(({ lineId, quantity }) => {
    const line = lineOf.get(lineId)!;
    const campaign = (perUnit.get(lineId) ?? 0) * quantity;
    return { lineId, quantity, amount: line.unitPrice * quantity + campaign, campaign };
  });
  // Shares at their price before staff discounts too (ADR 074): the discount is its own line.
  const shares = payment.shares.map(({ lineId, index, shareCount }) => {
    const line = lineOf.get(lineId)!;
    const whole = (perUnit.get(lineId) ?? 0) * line.chargedQuantity;
    const campaign = shareAmount(whole, shareCount, index);
    const paid = shareAmount(line.amount, shareCount, index);
    return { lineId, index, shareCount, amount: paid + campaign, campaign };
  });
  const discount = [...lines, ...shares].reduce((sum, line) => sum + line.campaign, 0);
  const priced = bill.payments.find((entry) => entry.id === payment.id)?.itemsAmount ?? 0;
  const staffDiscount =
    [...lines, ...shares].reduce((sum, l) => sum + l.amount, 0) - discount - priced;
  const paidLines = new Set([...lines, ...shares].map((line) => line.lineId));
  const business = place!.business;
  return {
    business: businessHead(business),
    recordedBy: staff?.name ?? null,
    lines: lines.map(({ campaign: _c, ...line }) => line),
    shares: shares.map(({ campaign: _c, ...share }) => share),
    campaign:
      discount > 0
        ? { code: place!.campaignCode, title: place!.title ?? '', amount: discount }
        : null,
    staffDiscount:
      staffDiscount > 0
        ? {
            amount: staffDiscount,
            discounts: bill.staffDiscounts
              .filter((d) => d.amount > 0 && (d.lineId === null || paidLines.has(d.lineId)))
              .map(({ reason, kind, value }) => ({ reason, kind, value })),
          }
        : null,
  };
}
