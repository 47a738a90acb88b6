import type { ReactNode } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { PRODUCT_FILTERS, type ProductFilter } from '../utils/filter-products.ts';

const t = texts('menu');

type Props = {
  search: string;
  onSearchChange: (search: string) => void;
  filters: readonly ProductFilter[];
  onFiltersChange: (filters: ProductFilter[]) => void;
  /** Before the chips: the allergen control (issue 21 §5). */
  leading?: ReactNode;
};

/** Search box with its clear button and the filter chips of the menu (001 §2). */
export function MenuToolbar({ search, onSearchChange, filters, onFiltersChange, leading }: Props) {
  return (
    <div className="menu-toolbar">
      <div className="menu-search" role="search">
        <input
          type="search"
          className="menu-search__input"
          aria-label={t('menu.searchLabel')}
          placeholder={t('menu.searchPlaceholder')}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        {search !== '' && (
          <button
            type="button"
            className="menu-search__clear"
            aria-label={t('menu.clearSearch')}
            onClick={() => onSearchChange('')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <ul className="chip-list chip-list--scroll" aria-label={t('menu.filtersLabel')}>
        {leading && <li>{leading}</li>}
        {PRODUCT_FILTERS.map((filter) => {
          const on = filters.includes(filter);
          return (
            <li key={filter}>
              <button
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() =>
                  onFiltersChange(on ? filters.filter((f) => f !== filter) : [...filters, filter])
                }
              >
                {t(`menu.filters.${filter}`)}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
