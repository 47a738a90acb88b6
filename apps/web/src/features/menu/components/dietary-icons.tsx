import { texts } from '../../../i18n/texts.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

const t = texts('menu');

type Diet = 'vegetarian' | 'vegan' | 'glutenFree';

const PATHS: Record<Diet, string> = {
  // A leaf.
  vegetarian: 'M5 19c0-8 5-13 14-14-1 9-6 14-14 14Zm0 0 7-7',
  // A sprout.
  vegan: 'M12 21v-8m0 0c0-4-3-6-7-6 0 4 3 6 7 6Zm0-2c0-4 3-6 7-6 0 4-3 6-7 6Z',
  // An ear of wheat, crossed out.
  glutenFree: 'M12 21V9m0 4-3-2m3 2 3-2m-3-2-3-2m3 2 3-2M4 4l16 16',
};

/** The vegetarian, vegan and gluten-free marks of a product (001 §2), each with its name. */
export function DietaryIcons({ product }: { product: MenuProduct }) {
  const diets: Diet[] = [];
  if (product.isVegetarian) diets.push('vegetarian');
  if (product.isVegan) diets.push('vegan');
  if (product.isGlutenFree) diets.push('glutenFree');
  if (diets.length === 0) return null;
  return (
    <ul className="dietary-icons">
      {diets.map((diet) => (
        <li key={diet} className={`dietary-icons__item dietary-icons__item--${diet}`}>
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            role="img"
            aria-label={t(`menu.dietary.${diet}`)}
          >
            <title>{t(`menu.dietary.${diet}`)}</title>
            <path d={PATHS[diet]} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
