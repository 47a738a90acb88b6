import { formatTry } from '@masa/core/money/format-try';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import './info.css';
import { favorites } from '../../../lib/menu/favorites.ts';
import { useMenuProducts } from '../../../lib/menu/get-menu-products.ts';
import { storage } from '../../../lib/storage.ts';

const t = texts('app', 'info');

/**
 * Favorilerim: the dishes the diner hearted on the menu of the restaurant last opened, each
 * opening its page. It said 'Bu sayfa yakında aktif olacaktır', a dead end the hearts pointed
 * to (issue 30). The hearts stay on this device (001 §2).
 */
export function FavoritesPage() {
  const chosen = useSyncExternalStore(favorites.subscribe, favorites.get);
  const businessId = storage.getBusinessId();
  const products = useMenuProducts(businessId);
  const mine = (products.data ?? []).filter((product) => chosen.includes(product.id));

  return (
    <>
      <PageHeader title={t('info.favoritesTitle')} backTo="/profile" />
      <div className="page-content">
        <section className="card">
          {businessId !== null && products.isPending ? (
            <p className="card__text" role="status">
              {t('app.loading')}
            </p>
          ) : mine.length === 0 ? (
            <>
              <p className="card__text">{t('info.favoritesEmpty')}</p>
              <Link to={businessId ? `/menu/${businessId}` : '/qr-scan'} className="button">
                {t('info.favoritesToMenu')}
              </Link>
            </>
          ) : (
            <ul className="favorites-list" aria-label={t('info.favoritesTitle')}>
              {mine.map((product) => (
                <li key={product.id} className="favorites-list__item">
                  <Link to={`/product/${product.id}`}>{product.name}</Link>
                  <span>{formatTry(product.discountedPrice)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
