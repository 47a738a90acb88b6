import { useId } from 'react';
import { useModal } from '../../../components/ui/use-modal.ts';
import { texts } from '../../../i18n/texts.ts';
import type { CartItem } from '../../../lib/cart/cart-item.ts';
import type { MenuProduct } from '../../../lib/menu/menu-types.ts';
import { ProductDetail } from './product-detail.tsx';

const t = texts('product');

type Props = {
  product: MenuProduct;
  onAdd: ((item: CartItem) => void) | null;
  onClose: () => void;
};

/** The product detail dialog of the menu (001 §2): modal, closed by its button or Escape. */
export function ProductDialog({ product, onAdd, onClose }: Props) {
  const ref = useModal();
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="product-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === ref.current) onClose();
      }}
    >
      <button
        type="button"
        className="product-dialog__close"
        aria-label={t('product.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      <ProductDetail
        product={product}
        titleId={titleId}
        onAdd={
          onAdd &&
          ((item) => {
            onAdd(item);
            onClose();
          })
        }
      />
    </dialog>
  );
}
