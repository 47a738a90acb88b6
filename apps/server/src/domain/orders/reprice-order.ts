import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  orderItems,
  orderServiceCharges,
  orders,
  paymentLines,
  serviceCharges,
} from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { priceOrder } from '@masa/core/bill/price-order';
import { keepWhatWasPaid } from '../bill/keep-what-was-paid.ts';
import { dropUnmetCampaign } from './drop-unmet-campaign.ts';
import type { OrderRow } from './to-order-response.ts';

/**
 * Recomputes an order's figures from its lines as they now are, with the same core function as
 * order creation (priceOrder): every line's total, VAT and discount, the service
 * charges (a per-person or percentage charge follows the new subtotal) and the order totals.
 * Cancelled lines are left out of every total. Prices stay those copied at order time, but a
 * campaign whose minimum the lines no longer reach is taken off first (dropUnmetCampaign). A
 * change that would move what a payment paid is refused (keepWhatWasPaid, 409). The caller holds
 * the order row's lock.
 */
export async function repriceOrder({
  tx,
  order,
  now,
}: {
  tx: Tx;
  order: OrderRow;
  now: Date;
}): Promise<void> {
  await dropUnmetCampaign({ tx, order, now });
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), ne(orderItems.status, 'cancelled')))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));
  const chargeRows = await tx
    .select()
    .from(orderServiceCharges)
    .where(eq(orderServiceCharges.orderId, order.id))
    .orderBy(asc(orderServiceCharges.createdAt), asc(orderServiceCharges.id));
  const definitionIds = chargeRows.flatMap((row) =>
    row.serviceChargeId ? [row.serviceChargeId] : [],
  );
  const definitions =
    definitionIds.length === 0
      ? []
      : await tx.select().from(serviceCharges).where(inArray(serviceCharges.id, definitionIds));
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));

  // A charge already paid keeps the amount it was paid at (ADR 027): a percentage charge would
  // otherwise change what an earlier payment replays as when lines are added or cancelled.
  const paidCharges = new Set(
    chargeRows.length === 0
      ? []
      : (
          await tx
            .select({ id: paymentLines.orderServiceChargeId })
            .from(paymentLines)
            .where(
              inArray(
                paymentLines.orderServiceChargeId,
                chargeRows.map((row) => row.id),
              ),
            )
        ).map((row) => row.id),
  );
  const figures = priceOrder({
    lines: items.map((item) => ({
      unitPrice: item.unitPrice,
      // An ikram line is priced 0, not discounted (ADR 073).
      unitDiscount: item.ikramByStaffId ? 0 : item.originalPrice - item.unitPrice,
      quantity: item.quantity,
      freeQuantity: item.freeQuantity,
      vatRate: item.vatRate,
    })),
    // A definition deleted since, or a charge already paid, keeps the amount it had.
    charges: chargeRows.map((row) => {
      const definition = row.serviceChargeId ? byId.get(row.serviceChargeId) : undefined;
      const fixed = { calculation: 'per_order' as const, value: row.calculatedAmount };
      return {
        ...(paidCharges.has(row.id) ? fixed : (definition ?? fixed)),
        vatRate: row.vatRate,
      };
    }),
    personCount: order.personCount,
    taxIncludedInPrice: order.taxIncludedInPrice,
  });

  for (const [index, item] of items.entries()) {
    const line = figures.lines[index];
    if (!line) continue;
    if (
      line.lineTotal !== item.lineTotal ||
      line.vatAmount !== item.vatAmount ||
      line.discountAmount !== item.discountAmount
    ) {
      await tx
        .update(orderItems)
        .set({ ...line, updatedAt: now })
        .where(eq(orderItems.id, item.id));
    }
  }
  for (const [index, row] of chargeRows.entries()) {
    const amount = figures.totals.serviceCharges[index] ?? row.calculatedAmount;
    if (amount !== row.calculatedAmount) {
      await tx
        .update(orderServiceCharges)
        .set({ calculatedAmount: amount })
        .where(eq(orderServiceCharges.id, row.id));
    }
  }
  await tx
    .update(orders)
    .set({
      subtotal: figures.totals.subtotal,
      discountTotal: figures.discountTotal,
      vatAmount: figures.totals.vatTotal,
      serviceChargeTotal: figures.totals.serviceChargeTotal,
      total: figures.totals.total,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await keepWhatWasPaid({ tx, order, now });
}
