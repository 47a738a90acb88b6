import type { PriceChange } from '@masa/core/staff/price-changes.schemas';
import { reportInstants } from '@masa/core/reports/report-days';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { priceChanges } from '../../db/schema/index.ts';
import { findOwnProduct } from '../menu-editor/find-own-product.ts';

type Row = typeof priceChanges.$inferSelect;

const present = (row: Row): PriceChange => ({
  id: row.id,
  productId: row.productId,
  productName: row.productName,
  kind: row.kind,
  itemName: row.itemName,
  oldPrice: row.oldPrice,
  newPrice: row.newPrice,
  staffName: row.staffName,
  changedAt: row.changedAt.toISOString(),
});

/** One product's price history, newest first; another business's product is a 404. */
export async function listProductPriceChanges({
  db,
  businessId,
  productId,
}: {
  db: Db;
  businessId: string;
  productId: string;
}): Promise<PriceChange[]> {
  await findOwnProduct({ db, businessId, productId });
  const rows = await db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.productId, productId))
    .orderBy(desc(priceChanges.changedAt), desc(priceChanges.id));
  return rows.map(present);
}

/** Every price change of the business from `from` to `to` (business days, both included), oldest first. */
export async function listPriceChangesBetween({
  db,
  businessId,
  from,
  to,
}: {
  db: Db;
  businessId: string;
  from: string;
  to: string;
}): Promise<PriceChange[]> {
  const { start, end } = reportInstants(from, to);
  const rows = await db
    .select()
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.businessId, businessId),
        gte(priceChanges.changedAt, start),
        lt(priceChanges.changedAt, end),
      ),
    )
    .orderBy(
      asc(priceChanges.changedAt),
      asc(priceChanges.productName),
      asc(priceChanges.itemName),
    );
  return rows.map(present);
}
