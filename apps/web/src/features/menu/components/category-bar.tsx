import { tr } from '../../../i18n/tr.ts';
import type { MenuCategory } from '../api/menu-types.ts';

type Props = {
  categories: readonly MenuCategory[];
  selected: string | null;
  onSelect: (categoryId: string | null) => void;
};

/** The category chips with 'Tümü' first (001 §2). */
export function CategoryBar({ categories, selected, onSelect }: Props) {
  const chips = [{ id: null, name: tr.menu.all }, ...categories];
  return (
    <ul className="chip-list chip-list--scroll" aria-label={tr.menu.categoriesLabel}>
      {chips.map((category) => (
        <li key={category.id ?? 'all'}>
          <button
            type="button"
            className="chip chip--category"
            aria-pressed={selected === category.id}
            onClick={() => onSelect(category.id)}
          >
            {category.name}
          </button>
        </li>
      ))}
    </ul>
  );
}
