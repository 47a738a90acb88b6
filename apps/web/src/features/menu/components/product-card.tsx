import { type Allergen, avoidedIn } from '@masa/core/allergens/allergen-list';
import { type MouseEvent, memo } from 'react';
import { Link } from 'react-router';
import { allergenNames } from '../../../i18n/allergen-names.ts';
import { texts } from '../../../i18n/texts.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { DietaryIcons } from './dietary-icons.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { RatingBadge } from './rating-badge.tsx';
import './product-card.css';

const t = texts('menu');

type Props = {
  product: MenuProduct;
  /** The allergens the diner avoids: the card says which of them the dish has (issue 21 §5). */
  avoided: readonly Allergen[];
  /** null: nothing can be added (the business paused its orders). */
  onAdd: ((product: MenuProduct) => void) | null;
  onOpen: (product: MenuProduct) => void;
};

/**
 * A product of the grid (001 §2 Product card). Its name opens the detail. Memoized: the grid
 * grows in small steps and a step must not render the cards already shown again.
 */
export const ProductCard = memo(function ProductCard({ product, avoided, onAdd, onOpen }: Props) {
  const found = avoidedIn(product.allergens, avoided);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(product);
  };
  return (
    <li className="product-card">
      {/* Lazy: at most the top of the first row is above the fold, under the business header
          whose cover is the largest paint; the browser still fetches the pictures near the
          viewport at once. */}
      <ProductImage
        src={product.imageUrl}
        variants={product.imageVariants}
        sizes="(max-width: 480px) 50vw, 240px"
        className="product-card__image"
      />
      <FavoriteButton productId={product.id} name={product.name} />
      <div className="product-card__body">
        <h3 className="product-card__name">
          <Link
            to={`/product/${product.id}`}
            onClick={open}
            className="product-card__link"
            aria-label={t('menu.detailsLabel', { name: product.name })}
          >
            {product.name}
          </Link>
        </h3>
        <p className="product-card__description">{product.description}</p>
        <div className="product-card__meta">
          <RatingBadge average={product.ratingAverage} count={product.ratingCount} />
          <DietaryIcons product={product} />
        </div>
        {found.length > 0 && (
          <p className="product-card__allergens">
            <span aria-hidden="true">⚠ </span>
            {t('menu.allergenMark', { names: found.map((code) => allergenNames[code]).join(', ') })}
          </p>
        )}
        <PriceTag product={product} />
        {onAdd &&
          (product.isAvailable ? (
            <button
              type="button"
              className="button product-card__add"
              aria-label={t('menu.addToCartLabel', { name: product.name })}
              onClick={() => onAdd(product)}
            >
              {t('menu.addToCart')}
            </button>
          ) : (
            <p className="product-card__unavailable">{t('menu.unavailable')}</p>
          ))}
      </div>
    </li>
  );
});
