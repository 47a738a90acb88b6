import type { Course } from '@masa/core/orders/courses';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';

type CategoryRow = typeof categories.$inferSelect;
type CategoryFields = {
  name: string;
  description: string;
  nameEn: string;
  descriptionEn: string;
  station: string;
  defaultCourse: Course | null;
  active: boolean;
};

/**
 * A new category, last on the menu, written with its audit line or not at all. Its write bumps
 * `menu_version` (ADR 003).
 */
export async function createCategory({
  db,
  businessId,
  staffId,
  fields,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  fields: CategoryFields;
}): Promise<CategoryRow> {
  const last = sql<number>`(select coalesce(max(${categories.sortOrder}), -1) + 1 from ${categories} where ${categories.businessId} = ${businessId})`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({ businessId, ...fields, sortOrder: last })
      .returning();
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'category.created',
      subjectId: row!.id,
      details: { category: row!.name },
      now: new Date(),
    });
    return row!;
  });
}

/** Rename, describe, move to a station, (de)activate; another business's category: 404. */
export async function updateCategory({
  db,
  businessId,
  categoryId,
  changes,
}: {
  db: Db;
  businessId: string;
  categoryId: string;
  changes: Partial<CategoryFields>;
}): Promise<CategoryRow> {
  const [row] = await db
    .update(categories)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(categories.id, categoryId), eq(categories.businessId, businessId)))
    .returning();
  if (!row) throw refuse(404, 'CATEGORY_NOT_FOUND');
  return row;
}

/**
 * The business's categories in the order given, which must name each of them exactly once (an
 * order from a screen that missed a new category would otherwise put two at one place). One
 * statement, under a row lock of the business's categories, so two reorders never interleave.
 */
export async function reorderCategories({
  db,
  businessId,
  categoryIds,
}: {
  db: Db;
  businessId: string;
  categoryIds: string[];
}): Promise<CategoryRow[]> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.businessId, businessId))
      .orderBy(categories.sortOrder, categories.id)
      .for('update');
    const known = new Set(current.map((c) => c.id));
    if (!categoryIds.every((id) => known.has(id))) {
      throw refuse(400, 'CATEGORY_ORDER_UNKNOWN');
    }
    // A category another device added while this list was on screen is not in it: it keeps
    // its place after the named ones instead of failing the move (two managers at once).
    const named = new Set(categoryIds);
    const unnamed = current.filter((c) => !named.has(c.id)).map((c) => c.id);
    const positions = sql.join(
      [...categoryIds, ...unnamed].map((id, index) => sql`(${id}, ${index}::integer)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${categories} set sort_order = placed.position, updated_at = now()
      from (values ${positions}) as placed(id, position)
      where ${categories.id} = placed.id and ${categories.businessId} = ${businessId}`);
    return tx
      .select()
      .from(categories)
      .where(eq(categories.businessId, businessId))
      .orderBy(categories.sortOrder);
  });
}
