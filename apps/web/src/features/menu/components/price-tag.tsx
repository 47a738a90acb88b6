import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

/** The price with two decimals and the lira sign; a discount shows as percent (001 §2). */
export function PriceTag({ product }: { product: MenuProduct }) {
  const discounted = product.discountPercentage > 0;
  return (
    <p className="price-tag">
      <span className="price-tag__price">{formatTry(product.discountedPrice)}</span>
      {discounted && (
        <>
          <s className="price-tag__old" title={tr.menu.oldPrice(formatTry(product.price))}>
            {formatTry(product.price)}
          </s>
          <span className="price-tag__discount">
            {tr.menu.discount(product.discountPercentage)}
          </span>
        </>
      )}
    </p>
  );
}
