import type { ProductBody } from '@masa/core/staff/menu-editor.schemas';
import { wallTimeToDate } from '@masa/core/time/zoned-time';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recordPriceChanges } from '../price-changes/record-price-changes.ts';

type ProductRow = typeof products.$inferSelect;
type Actor = { db: Db; businessId: string; staffId: string };

/** An Istanbul day's first instant, or (with `end`) its last. */
function dayBound(day: string | null, end = false): Date | null {
  if (!day) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const start = wallTimeToDate({ year, month, day: date, hour: 0, minute: 0, second: 0 });
  if (!end) return start;
  const next = wallTimeToDate({ year, month, day: date + 1, hour: 0, minute: 0, second: 0 });
  return new Date(next.getTime() - 1);
}

/** The columns a product body writes (the photo, availability and rating are kept apart). */
function columns(body: ProductBody) {
  const { campaignStartDate, campaignEndDate, ...rest } = body;
  return {
    ...rest,
    campaignStartDate: dayBound(campaignStartDate),
    campaignEndDate: dayBound(campaignEndDate, true),
  };
}

/**
 * The category must be one of the business's own: another's, or none, is a 400. Its row is
 * locked until the write commits, so two products saved into it at once are checked in turn.
 * A name another product of the category already has (letter case and the spaces around it
 * aside) is a 409: two "Çay" on one menu are one dish the kitchen cannot tell apart (ADR 059).
 */
async function checkCategory(
  tx: Tx,
  { businessId, body, productId }: { businessId: string; body: ProductBody; productId?: string },
) {
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, body.categoryId), eq(categories.businessId, businessId)))
    .for('update');
  if (!category) throw refuse(400, 'CATEGORY_NOT_FOUND');
  const [same] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.categoryId, body.categoryId),
        sql`lower(btrim(${products.name})) = lower(btrim(${body.name}))`,
        productId ? ne(products.id, productId) : undefined,
      ),
    )
    .limit(1);
  if (same) throw refuse(409, 'PRODUCT_NAME_TAKEN', { name: body.name.trim() });
}

/**
 * A new product, last in its category, written whole with its audit line and its first prices
 * in the price history (ADR 089) or not at all (issue 17 §1, §7). The insert bumps `menu_version`, so every node's menu cache reloads (ADR 003).
 */
export async function createProduct({
  db,
  businessId,
  staffId,
  body,
}: Actor & { body: ProductBody }): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    await checkCategory(tx, { businessId, body });
    const last = sql<number>`(select coalesce(max(${products.sortOrder}), -1) + 1 from ${products} where ${products.categoryId} = ${body.categoryId})`;
    const [row] = await tx
      .insert(products)
      .values({ businessId, ...columns(body), sortOrder: last })
      .returning();
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'product.created',
      subjectId: row!.id,
      details: { product: row!.name, price: row!.price },
      now: new Date(),
    });
    await recordPriceChanges({
      tx,
      businessId,
      staffId,
      product: row!,
      before: null,
      now: new Date(),
    });
    return row!;
  });
}

/**
 * Replaces every field of a product of the business. A new name, price or discount is recorded
 * in the audit trail with the old one, and every price of it that moved (its own, a choice's,
 * an extra's) in the price history (ADR 089); orders already placed keep the prices copied into their
 * lines (order_items), so they never change.
 */
export async function replaceProduct({
  db,
  businessId,
  staffId,
  productId,
  body,
}: Actor & { productId: string; body: ProductBody }): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        name: products.name,
        price: products.price,
        discount: products.discountPercentage,
        options: products.options,
        extras: products.extras,
      })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)))
      .for('update');
    if (!before) throw refuse(404, 'PRODUCT_NOT_FOUND');
    await checkCategory(tx, { businessId, body, productId });
    const [row] = await tx
      .update(products)
      .set({ ...columns(body), updatedAt: new Date() })
      .where(eq(products.id, productId))
      .returning();
    if (before.name !== row!.name) {
      await recordAudit({
        db: tx,
        businessId,
        staffId,
        action: 'product.renamed',
        subjectId: productId,
        details: { from: before.name, to: row!.name },
        now: new Date(),
      });
    }
    if (before.price !== body.price || before.discount !== body.discountPercentage) {
      await recordAudit({
        db: tx,
        businessId,
        staffId,
        action: 'product.price_changed',
        subjectId: productId,
        details: {
          product: row!.name,
          from: before.price,
          to: row!.price,
          discountFrom: before.discount,
          discountTo: row!.discountPercentage,
        },
        now: new Date(),
      });
    }
    await recordPriceChanges({ tx, businessId, staffId, product: row!, before, now: new Date() });
    return row!;
  });
}

/**
 * Deletes a product of the business. Orders keep their lines (their name and prices are
 * copied; the line's product link becomes empty); the product's own ratings go with it.
 */
export async function deleteProduct({
  db,
  businessId,
  staffId,
  productId,
}: Actor & { productId: string }): Promise<ProductRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(products)
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)))
      .returning();
    if (!row) throw refuse(404, 'PRODUCT_NOT_FOUND');
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'product.deleted',
      subjectId: productId,
      details: { product: row.name, price: row.price },
      now: new Date(),
    });
    return row;
  });
}
