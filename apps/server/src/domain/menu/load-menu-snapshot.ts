import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import type { CategoryResponse, ProductResponse } from './menu-response.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { serializeCategory, serializeCategoryEn } from './serialize-category.ts';
import { serializeProduct, serializeProductEn } from './serialize-product.ts';

/** The menu's answers in one language. */
export type MenuView = {
  /** Every product, active or not, in menu order. */
  allProducts: ProductResponse[];
  /** The menu: active products of active categories (unavailable ones included, 001 §3). */
  menuProducts: ProductResponse[];
  /** Active categories in menu order. */
  categories: CategoryResponse[];
};

/** One business's menu as read at one menu_version, already in its JSON shape. */
export type MenuSnapshot = {
  businessId: string;
  version: number;
  /** The menu in Turkish and in English (the business's English texts, ADR 046). */
  views: Record<RequestLanguage, MenuView>;
  /** Serialized answers built from this snapshot, by language and variant (see menu-cache.ts). */
  bodies: Map<string, { body: Buffer; etag: string }>;
  /** The LISTEN period in which it was last found current in the database (menu-cache.ts). */
  checkedIn?: number;
};

/**
 * Reads a business's products and categories. The caller read `version` before calling, so a
 * write that lands in between makes the snapshot newer than its label, never older: the next
 * version check reloads it.
 */
export async function loadMenuSnapshot({
  db,
  businessId,
  version,
}: {
  db: Db;
  businessId: string;
  version: number;
}): Promise<MenuSnapshot> {
  const [productRows, categoryRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(eq(products.businessId, businessId))
      .orderBy(asc(products.sortOrder), asc(products.name)),
    db
      .select()
      .from(categories)
      .where(eq(categories.businessId, businessId))
      .orderBy(asc(categories.sortOrder), asc(categories.name)),
  ]);
  const activeCategories = new Set(categoryRows.filter((c) => c.active).map((c) => c.id));
  const shownCategories = categoryRows.filter((c) => c.active);
  const view = (
    product: (row: (typeof productRows)[number]) => ProductResponse,
    category: (row: (typeof categoryRows)[number]) => CategoryResponse,
  ): MenuView => {
    const allProducts = productRows.map(product);
    return {
      allProducts,
      menuProducts: allProducts.filter((p) => p.isActive && activeCategories.has(p.categoryId)),
      categories: shownCategories.map(category),
    };
  };
  return {
    businessId,
    version,
    views: {
      tr: view(serializeProduct, serializeCategory),
      en: view(serializeProductEn, serializeCategoryEn),
    },
    bodies: new Map(),
  };
}
