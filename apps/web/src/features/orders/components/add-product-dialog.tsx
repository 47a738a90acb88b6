import { formatTry } from '@masa/core/money/format-try';
import { useState } from 'react';
import { texts } from '../../../i18n/texts.ts';
import { buildCartItem } from '../../../lib/cart/build-cart-item.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { useBusinessProducts } from '../api/get-business-products.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { AddProductChoices, type ChosenProduct } from './add-product-choices.tsx';

const t = texts('orders');

export type AddedProduct = {
  id: string;
  name: string;
  unitPrice: number;
  vatRate: number;
} & ChosenProduct;

type Props = { businessId: string; onAdd: (product: AddedProduct) => void; onClose: () => void };

const NO_CHOICES: ChosenProduct = { options: {}, extras: [] };
const NO_CHOICES_ONE = { ...NO_CHOICES, notes: '', quantity: 1 };

const hasChoices = (product: MenuProduct) =>
  product.options.length > 0 || product.extras.length > 0;

/**
 * '+ Ürün Ekle' (001 §2 Edit order): the business's active products. A dish with options or
 * extras opens its choices first (issue 30: never 'Acısız' without asking); one unit is added,
 * priced as the cart prices it; the server reprices it.
 */
export function AddProductDialog({ businessId, onAdd, onClose }: Props) {
  const products = useBusinessProducts(businessId, true);
  const [choosing, setChoosing] = useState<MenuProduct | null>(null);
  const available = (products.data ?? []).filter((product) => product.isAvailable);
  const add = (product: MenuProduct, chosen: ChosenProduct) => {
    const item = buildCartItem(product, { ...chosen, notes: '', quantity: 1 }, product.id);
    onAdd({
      id: product.id,
      name: product.name,
      unitPrice: item.price,
      vatRate: product.vatRate,
      ...chosen,
    });
    onClose();
  };

  return (
    <ModalDialog
      title={t('orders.edit.addProductTitle')}
      onClose={onClose}
      className="order-dialog--list"
    >
      {choosing ? (
        <AddProductChoices
          product={choosing}
          onAdd={(chosen) => add(choosing, chosen)}
          onBack={() => setChoosing(null)}
        />
      ) : (
        <>
          {products.isPending && <p className="card__text">{t('orders.edit.productsLoading')}</p>}
          {products.isError && (
            <p className="form-field__error" role="alert">
              {products.error.message}
            </p>
          )}
          {products.isSuccess && available.length === 0 && (
            <p className="card__text">{t('orders.edit.noProducts')}</p>
          )}
          <ul className="product-pick">
            {available.map((product) => (
              <li key={product.id} className="product-pick__item">
                <span>
                  <span className="order-item__name">{product.name}</span>
                  <span className="card__text">
                    {' '}
                    {formatTry(buildCartItem(product, NO_CHOICES_ONE, product.id).price)}
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--secondary"
                  aria-label={t('orders.edit.add', { name: product.name })}
                  onClick={() =>
                    hasChoices(product) ? setChoosing(product) : add(product, NO_CHOICES)
                  }
                >
                  +
                </button>
              </li>
            ))}
          </ul>
          <div className="order-dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('orders.edit.close')}
            </button>
          </div>
        </>
      )}
    </ModalDialog>
  );
}
