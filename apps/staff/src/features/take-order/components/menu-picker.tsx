import { discountedPrice } from '@masa/core/money/discounted-price';
import { formatTry } from '@masa/core/money/format-try';
import type { ProductResponse } from '@masa/core/menu/menu.schemas';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { TakeOrderCategory } from '../api/take-order-menu.ts';
import { visibleProducts } from '../menu-filter.ts';
import { addsWithOneTap } from '../ticket.ts';

/**
 * The menu by category with a search over all of it (issue 31 §3). A dish with nothing to
 * choose is added with one tap; one with options or extras opens its sheet; "…" opens the
 * sheet of any dish, for a note, a seat or another course.
 */
export function MenuPicker({
  categories,
  products,
  onQuickAdd,
  onOpen,
}: {
  categories: TakeOrderCategory[];
  products: ProductResponse[];
  onQuickAdd: (product: ProductResponse) => void;
  onOpen: (product: ProductResponse) => void;
}) {
  const { t } = useI18n();
  const [categoryId, setCategoryId] = useState(categories[0]?.id ?? null);
  const [search, setSearch] = useState('');
  const shown = visibleProducts(products, { categoryId, search });
  return (
    <section className="menu-picker" aria-label={t('takeOrder.search')}>
      <input
        type="search"
        className="menu-picker-search"
        placeholder={t('takeOrder.search')}
        aria-label={t('takeOrder.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="menu-picker-tabs" role="group" aria-label={t('menu.categories')}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            aria-pressed={search === '' && category.id === categoryId}
            onClick={() => {
              setSearch('');
              setCategoryId(category.id);
            }}
          >
            {category.name}
          </button>
        ))}
      </div>
      {shown.length === 0 && <p className="empty">{t('takeOrder.noMatch')}</p>}
      <ul className="menu-picker-dishes">
        {shown.map((product) => (
          <li key={product.id}>
            <button
              type="button"
              className="dish-button"
              disabled={!product.isAvailable}
              onClick={() => (addsWithOneTap(product) ? onQuickAdd(product) : onOpen(product))}
            >
              <span>{product.name}</span>
              <span className="dish-price">
                {product.isAvailable
                  ? formatTry(discountedPrice(product.price, product.discountPercentage))
                  : t('takeOrder.soldOut')}
              </span>
            </button>
            {addsWithOneTap(product) && product.isAvailable && (
              <button
                type="button"
                className="dish-more"
                aria-label={t('takeOrder.details', { dish: product.name })}
                onClick={() => onOpen(product)}
              >
                …
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
