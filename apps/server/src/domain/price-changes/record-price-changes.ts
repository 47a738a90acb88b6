import { eq } from 'drizzle-orm';
import { priceChanges, staffAccounts } from '../../db/schema/index.ts';
import type { ProductExtra, ProductOption } from '../../db/schema/json-types.ts';
import type { Tx } from '../../lib/db-tx.ts';

/** The prices a product carries: its own, each option choice's and each extra's (kuruş). */
export type ProductPrices = { price: number; options: ProductOption[]; extras: ProductExtra[] };
export type PriceChange = {
  kind: 'product' | 'option' | 'extra';
  itemName: string;
  oldPrice: number | null;
  newPrice: number | null;
};

/** Every priced item by kind and name: 'option' 'Boy · Büyük', 'extra' 'Kaşar Peyniri'. */
function pricedItems(prices: ProductPrices | null): Map<string, PriceChange> {
  const items = new Map<string, PriceChange>();
  if (!prices) return items;
  const put = (kind: PriceChange['kind'], itemName: string, price: number) =>
    items.set(`${kind}\u0000${itemName}`, { kind, itemName, oldPrice: null, newPrice: price });
  put('product', '', prices.price);
  for (const group of prices.options)
    for (const choice of group.choices)
      put('option', `${group.name} · ${choice.name}`, choice.price);
  for (const extra of prices.extras) put('extra', extra.name, extra.price);
  return items;
}

/**
 * What changed between a product's prices before a write (null: a new product) and after it:
 * one change per price that is new, gone or different. A choice or extra is known by its name,
 * so a renamed one is one taken away and one added. Names and other fields do not count.
 */
export function diffPrices(before: ProductPrices | null, after: ProductPrices): PriceChange[] {
  const old = pricedItems(before);
  const changes: PriceChange[] = [];
  for (const [key, item] of pricedItems(after)) {
    const was = old.get(key)?.newPrice ?? null;
    old.delete(key);
    if (was !== item.newPrice) changes.push({ ...item, oldPrice: was });
  }
  for (const gone of old.values())
    changes.push({ ...gone, oldPrice: gone.newPrice, newPrice: null });
  return changes;
}

/**
 * Writes the price history of one product write (ADR 089), in the caller's transaction: the
 * write and its history commit or roll back together. Nothing is written when no price moved.
 */
export async function recordPriceChanges({
  tx,
  businessId,
  staffId,
  product,
  before,
  now,
}: {
  tx: Tx;
  businessId: string;
  staffId: string;
  product: ProductPrices & { id: string; name: string };
  before: ProductPrices | null;
  now: Date;
}): Promise<PriceChange[]> {
  const changes = diffPrices(before, product);
  if (changes.length === 0) return changes;
  const [staff] = await tx
    .select({ name: staffAccounts.name })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, staffId));
  await tx.insert(priceChanges).values(
    changes.map((change) => ({
      businessId,
      productId: product.id,
      productName: product.name,
      staffId,
      staffName: staff?.name ?? '',
      changedAt: now,
      ...change,
    })),
  );
  return changes;
}
