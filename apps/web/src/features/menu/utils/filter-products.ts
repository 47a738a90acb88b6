import { type Allergen, avoidedIn } from '@masa/core/allergens/allergen-list';
import type { KeyOf } from '../../../i18n/message-ids.ts';
import { texts } from '../../../i18n/texts.ts';
import { matchesSearch } from '@masa/core/text/search-text';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

const t = texts('menu');

/** The filter chips of the menu (001 §2): featured, discounted, campaign, monthly special. */
export const PRODUCT_FILTERS = ['featured', 'discounted', 'campaign', 'monthly'] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

const FILTER_TESTS: Record<ProductFilter, (product: MenuProduct) => boolean> = {
  featured: (p) => p.isFeatured,
  discounted: (p) => p.discountPercentage > 0,
  campaign: (p) => p.isCampaign,
  monthly: (p) => p.isMonthlySpecial,
};

export type MenuView = {
  search: string;
  /** null is 'Tümü'. */
  categoryId: string | null;
  filters: readonly ProductFilter[];
  /** The allergens the diner avoids (issue 21 §5); their dishes are marked, or hidden. */
  avoided?: readonly Allergen[];
  hideAvoided?: boolean;
};

/** Whether the menu leaves a dish out because it has an allergen the diner avoids. */
export const hiddenForAllergens = (product: MenuProduct, view: MenuView): boolean =>
  view.hideAvoided === true && avoidedIn(product.allergens, view.avoided ?? []).length > 0;

/**
 * The products the grid shows: in the category, passing every chosen filter, matching the search.
 * A search term searches the whole menu, whatever category was chosen: a diner in 'Tatlılar'
 * typing 'ayran' found nothing and was not told why (issue 30).
 */
export function filterProducts(products: readonly MenuProduct[], view: MenuView): MenuProduct[] {
  const searching = view.search.trim() !== '';
  return products.filter(
    (product) =>
      (searching || view.categoryId === null || product.categoryId === view.categoryId) &&
      view.filters.every((filter) => FILTER_TESTS[filter](product)) &&
      !hiddenForAllergens(product, view) &&
      matchesSearch(view.search, [product.name, product.description, ...product.ingredients]),
  );
}

export type EmptyReason = 'noProducts' | 'noSearchMatch' | 'emptyCategory';

/**
 * Why the grid is empty, for its text (001 §2, §8): nothing on the menu, nothing matches the
 * search, or nothing in the chosen category.
 */
export function emptyReason(total: number, view: MenuView): EmptyReason {
  if (total === 0) return 'noProducts';
  if (view.search.trim() !== '') return 'noSearchMatch';
  if (view.categoryId !== null && view.filters.length === 0) return 'emptyCategory';
  return 'noProducts';
}

const EMPTY_TEXT = {
  noProducts: 'empty',
  noSearchMatch: 'noSearchMatch',
  emptyCategory: 'emptyCategory',
} as const satisfies Record<EmptyReason, KeyOf<'menu'>>;

/** What the grid says when nothing is shown (001 §2, §8): 'Ürün bulunamadı.' and the like. */
export const emptyText = (total: number, view: MenuView): string =>
  t(`menu.${EMPTY_TEXT[emptyReason(total, view)]}`);
