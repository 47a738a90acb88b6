import type { StockProduct } from '@masa/core/staff/back-office.schemas';
import { matchesSearch } from '@masa/core/text/search-text';

export type StockGroup = { name: string; items: StockProduct[] };

/**
 * The stock screen's sections: products matching the search (Turkish-aware, by product or
 * category name), grouped by category in the order the server lists them.
 */
export function groupStock(products: readonly StockProduct[], query: string): StockGroup[] {
  const groups = new Map<string, StockProduct[]>();
  for (const product of products) {
    if (!matchesSearch(query, [product.name, product.categoryName])) continue;
    const list = groups.get(product.categoryName) ?? [];
    list.push(product);
    groups.set(product.categoryName, list);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}
