import type { MenuCategory, MenuProduct } from '../../../lib/menu/menu-types.ts';

export type MenuSection = {
  /** null: products of a category the menu does not list (shown last, without a heading). */
  category: Pick<MenuCategory, 'id' | 'name'> | null;
  products: MenuProduct[];
};

/**
 * The shown products under their categories' headings, in the categories' order (issue 20:
 * 'Tümü' reads like a printed menu). Empty categories are left out.
 */
export function groupByCategory(
  products: readonly MenuProduct[],
  categories: readonly Pick<MenuCategory, 'id' | 'name'>[],
): MenuSection[] {
  const known = new Set(categories.map((category) => category.id));
  const sections: MenuSection[] = categories.map((category) => ({
    category,
    products: products.filter((product) => product.categoryId === category.id),
  }));
  sections.push({
    category: null,
    products: products.filter((product) => !known.has(product.categoryId)),
  });
  return sections.filter((section) => section.products.length > 0);
}
