import type { ReactNode } from 'react';
import { tr } from '../../../i18n/tr.ts';
import { PRODUCT_FILTERS, type ProductFilter } from '../utils/filter-products.ts';

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
          aria-label={tr.menu.searchLabel}
          placeholder={tr.menu.searchPlaceholder}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
        />
        {search !== '' && (
          <button
            type="button"
            className="menu-search__clear"
            aria-label={tr.menu.clearSearch}
            onClick={() => onSearchChange('')}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      <ul className="chip-list chip-list--scroll" aria-label={tr.menu.filtersLabel}>
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
                {tr.menu.filters[filter]}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
