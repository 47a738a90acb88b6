import { formatTry } from '@masa/core/money/format-try';
import type { FormEvent } from 'react';
import { ProductChoices } from '../../../lib/menu/components/product-choices.tsx';
import { texts } from '../../../i18n/texts.ts';
import { buildCartItem } from '../../../lib/cart/build-cart-item.ts';
import { useProductChoices } from '../../../lib/menu/use-product-choices.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';

const t = texts('orders');

export type ChosenProduct = { options: Record<string, string[]>; extras: string[] };

type Props = {
  product: MenuProduct;
  onAdd: (chosen: ChosenProduct) => void;
  onBack: () => void;
};

/**
 * '+ Ürün Ekle' for a dish with choices (issue 30): the menu sheet's option groups and extras.
 * A required group must be chosen before the dish joins the order, never its first choice
 * silently, as on the menu (issue 20).
 */
export function AddProductChoices({ product, onAdd, onBack }: Props) {
  const { options, extras, allChosen, choices } = useProductChoices(product);
  const price = buildCartItem(product, { options, extras, notes: '', quantity: 1 }, 'x').price;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (allChosen(event)) onAdd({ options, extras });
  };

  return (
    <form className="add-choices" onSubmit={submit}>
      <p className="order-item__name">{t('orders.edit.choicesTitle', { name: product.name })}</p>
      <ProductChoices {...choices} />
      <div className="order-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {t('orders.edit.back')}
        </button>
        <button type="submit" className="button">
          {t('orders.edit.addChosen')} · {formatTry(price)}
        </button>
      </div>
    </form>
  );
}
