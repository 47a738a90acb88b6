import { and, eq, ne } from 'drizzle-orm';
import { campaigns, orderItems, orders } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { loadClaimedItemIds } from './load-claimed-item-ids.ts';
import type { OrderRow } from './to-order-response.ts';

/**
 * Takes the campaign off an order whose lines no longer reach its minimum (issue 28,
 * docs/decisions/053-diner-floods.md): KAHVALTI15 (15 % from ₺500) must not stay on an order
 * edited down to ₺85. The amount is counted as at placement (ADR 041): the lines' charged units
 * at their price before the campaign's share, cancelled lines and free units apart. Below the
 * minimum every line gets its share back into its unit price, except a line paid or claimed
 * for a payment, whose price is already counted on (ADR 027); with no share left, the order no
 * longer names the campaign. The caller holds the order row's lock and reprices afterwards.
 * Answers whether the campaign was taken off.
 */
export async function dropUnmetCampaign({
  tx,
  order,
  now,
}: {
  tx: Tx;
  order: OrderRow;
  now: Date;
}): Promise<boolean> {
  if (order.campaignId === null) return false;
  const [campaign] = await tx
    .select({ minOrderAmount: campaigns.minOrderAmount })
    .from(campaigns)
    .where(eq(campaigns.id, order.campaignId));
  // A campaign deleted since leaves no minimum to check: what it gave stays.
  if (!campaign) return false;
  const items = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), ne(orderItems.status, 'cancelled')));
  const amount = items.reduce(
    (sum, item) =>
      sum + (item.unitPrice + item.campaignDiscount) * (item.quantity - item.freeQuantity),
    0,
  );
  if (amount >= campaign.minOrderAmount) return false;

  const claimed = await loadClaimedItemIds({ tx, orderId: order.id });
  const keeps = (item: (typeof items)[number]) => item.paidQuantity > 0 || claimed.has(item.id);
  for (const item of items) {
    if (item.campaignDiscount === 0 || keeps(item)) continue;
    await tx
      .update(orderItems)
      .set({
        unitPrice: item.unitPrice + item.campaignDiscount,
        campaignDiscount: 0,
        updatedAt: now,
      })
      .where(eq(orderItems.id, item.id));
  }
  if (items.some((item) => item.campaignDiscount > 0 && keeps(item))) return true;
  await tx
    .update(orders)
    .set({
      campaignId: null,
      campaignCode: null,
      campaignTitle: null,
      campaignTitleEn: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  return true;
}
