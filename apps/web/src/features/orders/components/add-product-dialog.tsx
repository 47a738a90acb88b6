import { formatTry } from '@masa/core/money/format-try';
import { tr } from '../../../i18n/tr.ts';
import { buildCartItem } from '../../../lib/cart/build-cart-item.ts';
import { useBusinessProducts } from '../api/get-business-products.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';

export type AddedProduct = { id: string; name: string; unitPrice: number; vatRate: number };

type Props = { businessId: string; onAdd: (product: AddedProduct) => void; onClose: () => void };

const NO_CHOICES = { options: {}, extras: [], notes: '', quantity: 1 };

/**
 * '+ Ürün Ekle' (001 §2 Edit order): the business's active products. A product is added with
 * one unit and its default choices, priced as the cart prices it; the server reprices it.
 */
export function AddProductDialog({ businessId, onAdd, onClose }: Props) {
  const products = useBusinessProducts(businessId, true);
  const t = tr.orders.edit;
  const available = (products.data ?? []).filter((product) => product.isAvailable);

  return (
    <ModalDialog title={t.addProductTitle} onClose={onClose} className="order-dialog--list">
      {products.isPending && <p className="card__text">{t.productsLoading}</p>}
      {products.isError && (
        <p className="form-field__error" role="alert">
          {products.error.message}
        </p>
      )}
      {products.isSuccess && available.length === 0 && <p className="card__text">{t.noProducts}</p>}
      <ul className="product-pick">
        {available.map((product) => {
          const unitPrice = buildCartItem(product, NO_CHOICES, product.id).price;
          return (
            <li key={product.id} className="product-pick__item">
              <span>
                <span className="order-item__name">{product.name}</span>
                <span className="card__text"> {formatTry(unitPrice)}</span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t.add(product.name)}
                onClick={() => {
                  onAdd({
                    id: product.id,
                    name: product.name,
                    unitPrice,
                    vatRate: product.vatRate,
                  });
                  onClose();
                }}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <div className="order-dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
