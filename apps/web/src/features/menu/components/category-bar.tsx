import { useRef } from 'react';
import { texts } from '../../../i18n/texts.ts';
import type { MenuCategory } from '../../../lib/menu/menu-types.ts';

const t = texts('menu');

type Props = {
  categories: readonly MenuCategory[];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
};

/**
 * The category chips with 'Tümü' first (001 §2). The bar sticks under the page header while
 * the dishes scroll (issue 20); a chip chosen down the page brings the dishes' top back under it.
 */
export function CategoryBar({ categories, selected, onSelect }: Props) {
  const chips = [{ id: null, name: t('menu.all') }, ...categories];
  // Marks where the bar sits when not stuck: above it is where the dishes start again.
  const anchor = useRef<HTMLDivElement>(null);
  const choose = (categoryId: string | null) => {
    onSelect(categoryId);
    const bar = anchor.current;
    if (!bar) return;
    const header = document.querySelector('.page-header')?.getBoundingClientRect().height ?? 0;
    const top = bar.getBoundingClientRect().top - header;
    if (top < 0) window.scrollTo({ top: window.scrollY + top });
  };
  return (
    <>
      <div ref={anchor} className="menu-category-anchor" aria-hidden="true" />
      <div className="menu-category-bar">
        <ul className="chip-list chip-list--scroll" aria-label={t('menu.categoriesLabel')}>
          {chips.map((category) => (
            <li key={category.id ?? 'all'}>
              <button
                type="button"
                className="chip chip--category"
                aria-pressed={selected === category.id}
                onClick={() => choose(category.id)}
              >
                {category.name}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
