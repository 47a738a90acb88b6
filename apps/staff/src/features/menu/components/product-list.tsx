import { formatTry } from '@masa/core/money/format-try';
import type { EditorProduct } from '@masa/core/staff/menu-editor.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';

/** The chosen category's products, each with its photo, price and state, and "Ürün Ekle". */
export function ProductList({
  products,
  onAdd,
  onEdit,
}: {
  products: EditorProduct[];
  onAdd: () => void;
  onEdit: (id: string) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="menu-products" aria-labelledby="menu-products-title">
      <div className="menu-products-bar">
        <h2 id="menu-products-title">{t('menu.products')}</h2>
        <button type="button" className="primary" onClick={onAdd}>
          {t('menu.addProduct')}
        </button>
      </div>
      {products.length === 0 && <p className="empty">{t('menu.noProducts')}</p>}
      <ul>
        {products.map((product) => {
          const thumb = product.imageVariants[0];
          return (
            <li key={product.id} className={product.active ? '' : 'menu-product-off'}>
              {product.imageUrl ? (
                <img
                  src={product.imageUrl}
                  alt=""
                  width={thumb?.width ?? 480}
                  height={thumb?.height ?? 360}
                  loading="lazy"
                />
              ) : (
                <span className="menu-no-photo" aria-hidden="true" />
              )}
              <span className="menu-product-name">
                {product.name}
                {!product.isAvailable && <span className="tag">{t('menu.soldOut')}</span>}
                {!product.active && <span className="tag">{t('menu.offMenu')}</span>}
              </span>
              <span className="menu-product-price">{formatTry(product.price)}</span>
              <button
                type="button"
                aria-label={t('menu.edit', { name: product.name })}
                onClick={() => onEdit(product.id)}
              >
                {t('menu.editShort')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
