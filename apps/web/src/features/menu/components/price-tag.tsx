import { formatTry } from '@masa/core/money/format-try';
import { texts } from '../../../i18n/texts.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

const t = texts('menu');

/** The price with two decimals and the lira sign; a discount shows as percent (001 §2). */
export function PriceTag({ product }: { product: MenuProduct }) {
  const discounted = product.discountPercentage > 0;
  return (
    <p className="price-tag">
      <span className="price-tag__price">{formatTry(product.discountedPrice)}</span>
      {discounted && (
        <>
          <s
            className="price-tag__old"
            title={t('menu.oldPrice', { price: formatTry(product.price) })}
          >
            {formatTry(product.price)}
          </s>
          <span className="price-tag__discount">
            {t('menu.discount', { percent: product.discountPercentage })}
          </span>
        </>
      )}
    </p>
  );
}
