import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { failureText } from '../../../lib/api/failure-text.ts';
import type { MenuProduct } from '../api/menu-types.ts';
import { useProgressiveCount } from '../hooks/use-progressive-count.ts';
import { type MenuView, emptyText, filterProducts } from '../utils/filter-products.ts';
import { ProductCard } from './product-card.tsx';

type Props = {
  products: UseQueryResult<MenuProduct[]>;
  view: MenuView;
  onAdd: ((product: MenuProduct) => void) | null;
  onOpen: (product: MenuProduct) => void;
  onRetry: () => void;
};

/** The product grid with its loading, error and empty texts (001 §2, §8). */
export function ProductGrid({ products, view, onAdd, onOpen, onRetry }: Props) {
  const all = products.data;
  const shown = useMemo(() => (all ? filterProducts(all, view) : []), [all, view]);
  const rendered = useProgressiveCount(shown.length);

  if (products.isPending) {
    return (
      <p className="menu-page__status" role="status">
        {tr.menu.loading}
      </p>
    );
  }
  if (products.isError) {
    return (
      <div className="menu-page__status" role="alert">
        <p>{tr.menu.loadFailed}</p>
        <p className="menu-page__table-reason">{failureText(products.error, tr.menu.service)}</p>
        <button type="button" className="button" onClick={onRetry}>
          {tr.menu.retry}
        </button>
      </div>
    );
  }
  if (shown.length === 0) {
    return (
      <p className="menu-page__status" role="status">
        {emptyText(products.data.length, view)}
      </p>
    );
  }
  return (
    <ul className="product-grid" aria-label={tr.menu.productsLabel}>
      {shown.slice(0, rendered).map((product) => (
        <ProductCard key={product.id} product={product} onAdd={onAdd} onOpen={onOpen} />
      ))}
    </ul>
  );
}
