import { formatTry } from '@masa/core/money/format-try';
import { Fragment, useId, useState } from 'react';
import { allergenNames } from '../../../i18n/allergen-names.ts';
import { texts } from '../../../i18n/texts.ts';
import { useAllergenChoice } from '../../../lib/allergens/allergen-choice.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import { QuantityStepper } from '../../../lib/cart/components/quantity-stepper.tsx';
import { buildCartItem } from '../../../lib/cart/build-cart-item.ts';
import { useProductChoices } from '../../../lib/menu/use-product-choices.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { DietaryIcons } from './dietary-icons.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductChoices } from '../../../lib/menu/components/product-choices.tsx';
import { ProductImage } from './product-image.tsx';
import { RatingBadge } from './rating-badge.tsx';
import './product-card.css';
import './product-detail.css';

const t = texts('menu', 'product');

const NOTE_MAX = 200;

type Props = {
  product: MenuProduct;
  /** null: nothing can be added (the business paused its orders). */
  onAdd: ((item: CartItem) => void) | null;
  titleId?: string;
};

/**
 * The product detail (001 §2): options, extras, note (max 200), quantity and add-to-cart. A
 * required option group must be chosen before anything is added (issue 20: never the default
 * silently); the price shown meanwhile counts its first choice, as the server would.
 */
export function ProductDetail({ product, onAdd, titleId }: Props) {
  const noteId = useId();
  const { options, extras, allChosen, choices } = useProductChoices(product);
  const [notes, setNotes] = useState('');
  const [quantity, setQuantity] = useState(1);
  const item = buildCartItem(product, { options, extras, notes, quantity }, 'preview');
  const canOrder = onAdd !== null && product.isAvailable;
  // The allergens the diner avoids stand out in the dish's list (issue 21 §5).
  const { avoided } = useAllergenChoice(useAuth().user);

  return (
    <article className="product-detail">
      <ProductImage
        src={product.imageUrl}
        variants={product.imageVariants}
        sizes="(max-width: 720px) 100vw, 720px"
        priority
        className="product-detail__image"
      />
      <div className="product-detail__body">
        <h2 id={titleId} className="product-detail__name">
          {product.name}
        </h2>
        <div className="product-card__meta">
          <RatingBadge average={product.ratingAverage} count={product.ratingCount} />
          <DietaryIcons product={product} />
        </div>
        <p className="product-detail__description">{product.description}</p>
        {product.campaignDescription && (
          <p className="product-detail__campaign">{product.campaignDescription}</p>
        )}
        <PriceTag product={product} />
        {product.ingredients.length > 0 && (
          <p className="product-detail__fact">
            <strong>{t('product.ingredients')}:</strong> {product.ingredients.join(', ')}
          </p>
        )}
        {product.allergens.length > 0 && (
          <p className="product-detail__fact">
            <strong>{t('product.allergens')}:</strong>{' '}
            {product.allergens.map((code, index) => (
              <Fragment key={code}>
                {index > 0 && ', '}
                {avoided.includes(code) ? (
                  <strong className="product-detail__avoided">
                    {allergenNames[code]} {t('product.avoided')}
                  </strong>
                ) : (
                  allergenNames[code]
                )}
              </Fragment>
            ))}
          </p>
        )}
        {product.preparationTime !== null && (
          <p className="product-detail__fact">
            {t('product.preparationTime', { minutes: product.preparationTime })}
          </p>
        )}
        {!product.isAvailable && (
          <p className="product-card__unavailable">{t('menu.unavailable')}</p>
        )}
        {canOrder && (
          <form
            className="product-detail__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (allChosen(event))
                onAdd(buildCartItem(product, { options, extras, notes, quantity }));
            }}
          >
            <ProductChoices {...choices} />
            <label htmlFor={noteId} className="product-field__label">
              {t('product.notes')}
            </label>
            <textarea
              id={noteId}
              className="product-field__input"
              rows={2}
              maxLength={NOTE_MAX}
              placeholder={t('product.notesPlaceholder')}
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
            />
            <p className="product-field__hint">
              {t('product.notesCount', { length: notes.length, max: NOTE_MAX })}
            </p>
            <div className="product-detail__actions">
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                decreaseLabel={t('product.decrease')}
                increaseLabel={t('product.increase')}
                valueLabel={t('product.quantity')}
              />
              <button type="submit" className="button product-detail__add">
                {t('product.addWithPrice', { price: formatTry(item.price * quantity) })}
              </button>
            </div>
          </form>
        )}
      </div>
    </article>
  );
}
