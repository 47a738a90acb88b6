import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { writeMenuChanged } from '../../realtime/emit-menu-changed.ts';
import { recordAudit } from '../audit/record-audit.ts';

/**
 * The sold-out switch (issue 17 §2), with its audit record in one transaction and then
 * `menu:changed` for the product. The write bumps the business's `menu_version` through the
 * products trigger, so every server's menu cache reloads on its next read (ADR 003); a product
 * of another business is answered like an unknown one.
 */
export async function setProductAvailability({
  db,
  businessId,
  staffId,
  productId,
  isAvailable,
  now,
}: {
  db: Db;
  businessId: string;
  staffId: string;
  productId: string;
  isAvailable: boolean;
  now: Date;
}) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ isAvailable, updatedAt: new Date() })
      .where(and(eq(products.id, productId), eq(products.businessId, businessId)))
      .returning({ id: products.id, name: products.name, isAvailable: products.isAvailable });
    if (!row) throw refuse(404, 'PRODUCT_NOT_FOUND');
    await recordAudit({
      db: tx,
      businessId,
      staffId,
      action: 'product.updated',
      subjectId: row.id,
      details: { product: row.name, isAvailable },
      now,
    });
    const event = { businessId, change: 'availability' as const, productIds: [row.id] };
    await writeMenuChanged({ db, tx, event });
    return row;
  });
}
