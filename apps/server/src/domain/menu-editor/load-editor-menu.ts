import type { EditorMenu } from '@masa/core/staff/menu-editor.schemas';
import { asc, eq } from 'drizzle-orm';
import type { BusinessScope } from '../../lib/db-tx.ts';
import { categories, products } from '../../db/schema/index.ts';
import { presentEditorCategory, presentEditorProduct } from './present-editor-menu.ts';

/** Every category and product of the business, active or not, in menu order. */
export async function loadEditorMenu({ db, businessId }: BusinessScope): Promise<EditorMenu> {
  const [categoryRows, productRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.businessId, businessId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
    db
      .select()
      .from(products)
      .where(eq(products.businessId, businessId))
      .orderBy(asc(products.sortOrder), asc(products.name)),
  ]);
  return {
    categories: categoryRows.map(presentEditorCategory),
    products: productRows.map(presentEditorProduct),
  };
}
