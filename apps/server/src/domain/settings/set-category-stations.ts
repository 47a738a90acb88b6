import { and, eq, inArray } from 'drizzle-orm';
import { categories } from '../../db/schema/index.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';

/**
 * Sets the kitchen-display station of some of the business's categories (a product's station is
 * its category's, issue 16 §4). A category of another business, or none, refuses all (404):
 * nothing is half-written. Answers the changes made, "Tatlılar: Mutfak → Bar".
 */
export async function setCategoryStations({
  tx,
  businessId,
  changes,
}: {
  tx: Tx;
  businessId: string;
  changes: { categoryId: string; station: string }[];
}): Promise<string[]> {
  const ids = [...new Set(changes.map((change) => change.categoryId))];
  const rows = await tx
    .select({ id: categories.id, name: categories.name, station: categories.station })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), inArray(categories.id, ids)))
    .for('update');
  if (rows.length !== ids.length) throw refuse(404, 'CATEGORY_NOT_FOUND');
  const byId = new Map(rows.map((row) => [row.id, row]));
  const made: string[] = [];
  for (const { categoryId, station } of changes) {
    const row = byId.get(categoryId)!;
    if (row.station === station) continue;
    await tx
      .update(categories)
      .set({ station, updatedAt: new Date() })
      .where(eq(categories.id, categoryId));
    made.push(`${row.name}: ${row.station} → ${station}`);
    row.station = station;
  }
  return made;
}
