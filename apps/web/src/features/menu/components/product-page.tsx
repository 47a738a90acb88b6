import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { failureText } from '../../../lib/api/failure-text.ts';
import { storage } from '../../../lib/storage.ts';
import { CartButton } from '../../../lib/cart/components/cart-button.tsx';
import { useProduct } from '../api/get-product.ts';
import { useAddToCart } from '../hooks/use-add-to-cart.ts';
import { ProductDetail } from './product-detail.tsx';
import './menu.css';

const t = texts('app', 'menu', 'product');

/** The menu a product page goes back to: the stored table's menu when it is of that business. */
function menuPath(businessId: string | undefined): string {
  const storedBusiness = storage.getBusinessId();
  const storedTable = storage.getTableId();
  if (!businessId) return '/menu';
  if (storedBusiness === businessId && storedTable) return `/menu/${businessId}/${storedTable}`;
  return `/menu/${businessId}`;
}

/**
 * /product/{id} (001 §2), the product cards' link: the same detail as the menu's dialog, adding
 * to the cart with or without a table (the cart asks for the table when ordering, ADR 036).
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const product = useProduct(id);
  const { addItem } = useAddToCart();
  const back = menuPath(product.data?.businessId);

  return (
    <>
      <PageHeader title={product.data?.name ?? t('menu.productTitle')} backTo={back} />
      <div className="page-content">
        {product.isPending && (
          <p className="menu-page__status" role="status">
            {t('app.loading')}
          </p>
        )}
        {product.isError && (
          <section className="card" role="alert">
            <p className="card__text">
              {t('product.loadFailed')} {failureText(product.error, t('menu.service'))}
            </p>
            <Link to={back} className="button">
              {t('product.backToMenu')}
            </Link>
          </section>
        )}
        {product.data && (
          <section className="card product-page">
            <ProductDetail
              product={product.data}
              onAdd={(item) => {
                addItem(item);
                void navigate(back);
              }}
            />
          </section>
        )}
      </div>
      <CartButton />
    </>
  );
}
