import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { failureText } from '../../../lib/api/failure-text.ts';
import type { MenuCategory, MenuProduct } from '../../../lib/menu/menu-types.ts';
import { useProgressiveCount } from '../hooks/use-progressive-count.ts';
import {
  type MenuView,
  emptyText,
  filterProducts,
  hiddenForAllergens,
} from '../utils/filter-products.ts';
import { groupByCategory } from '../utils/group-by-category.ts';
import { ProductCard } from './product-card.tsx';

const t = texts('menu');

type Props = {
  products: UseQueryResult<MenuProduct[]>;
  categories: readonly MenuCategory[];
  view: MenuView;
  onAdd: ((product: MenuProduct) => void) | null;
  onOpen: (product: MenuProduct) => void;
  onRetry: () => void;
};

const NONE: readonly never[] = [];

/**
 * The products under their categories' headings (issue 20), with the loading, error and empty
 * texts (001 §2, §8). One list of sections, each with its heading and its grid of cards.
 */
export function ProductGrid({ products, categories, view, onAdd, onOpen, onRetry }: Props) {
  const all = products.data;
  // In the categories' order, so the cards rendered first are the first category's.
  const shown = useMemo(
    () =>
      all ? groupByCategory(filterProducts(all, view), categories).flatMap((s) => s.products) : [],
    [all, view, categories],
  );
  const rendered = useProgressiveCount(shown.length);
  const sections = useMemo(
    () => groupByCategory(shown.slice(0, rendered), categories),
    [shown, rendered, categories],
  );
  const hidden = all?.filter((product) => hiddenForAllergens(product, view)).length ?? 0;
  const avoided = view.avoided ?? NONE;
  const hiddenNote = hidden > 0 && (
    <p className="menu-page__allergens-hidden" role="status">
      {t('menu.allergenHidden', { count: hidden })}
    </p>
  );

  if (products.isPending) {
    return (
      <p className="menu-page__status" role="status">
        {t('menu.loading')}
      </p>
    );
  }
  if (products.isError) {
    return (
      <div className="menu-page__status" role="alert">
        <p>{t('menu.loadFailed')}</p>
        <p className="menu-page__table-reason">{failureText(products.error, t('menu.service'))}</p>
        <button type="button" className="button" onClick={onRetry}>
          {t('menu.retry')}
        </button>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <>
        {hiddenNote}
        <p className="menu-page__status" role="status">
          {emptyText(products.data.length, view)}
        </p>
      </>
    );
  }
  return (
    <>
      {hiddenNote}
      <ul className="menu-sections" aria-label={t('menu.productsLabel')}>
        {sections.map((section) => (
          <li key={section.category?.id ?? 'other'} className="menu-section">
            {section.category && <h2 className="menu-section__title">{section.category.name}</h2>}
            <ul className="product-grid">
              {section.products.map((product) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  avoided={avoided}
                  onAdd={onAdd}
                  onOpen={onOpen}
                />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
