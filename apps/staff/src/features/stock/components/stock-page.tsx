import { formatTry } from '@masa/core/money/format-try';
import { staffMay } from '@masa/core/staff/staff-permissions';
import { useDeferredValue, useMemo, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { useSetAvailability, useStockProducts } from '../../../lib/stock-products.ts';
import { groupStock } from '../group-stock.ts';
import { OrderingSwitch } from './ordering-switch.tsx';
import '../stock.css';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Menü / Stok" (issue 17 §2): every product of the business by category, a search box, and a
 * one-tap sold-out switch per product; owners and managers also pause all new orders here.
 */
export function StockPage() {
  const { t } = useI18n();
  const role = useSession()?.staff.role;
  const products = useStockProducts();
  const setAvailability = useSetAvailability();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const groups = useMemo(() => groupStock(products.data ?? [], query), [products.data, query]);
  const last = setAvailability.variables;

  return (
    <main className="stock" aria-labelledby="stock-title">
      <div className="stock-bar">
        <h1 id="stock-title">{t('stock.title')}</h1>
        <input
          type="search"
          aria-label={t('stock.search')}
          placeholder={t('stock.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {role && staffMay(role, 'pauseOrdering') && <OrderingSwitch />}
      </div>
      <p className="stock-hint">{t('stock.switchHint')}</p>
      {products.isPending && <p role="status">{t('stock.loading')}</p>}
      <FormError error={products.error} />
      <p role="status" className="stock-news">
        {setAvailability.isSuccess &&
          last &&
          (last.isAvailable
            ? t('stock.markedOnSale', { name: last.name })
            : t('stock.markedSoldOut', { name: last.name }))}
      </p>
      <FormError error={setAvailability.error} />
      {products.isSuccess && groups.length === 0 && <p className="empty">{t('stock.none')}</p>}
      {groups.map(({ name, items }) => (
        <section key={name} className="stock-group" aria-label={name}>
          <h2>{name}</h2>
          <ul>
            {items.map((product) => (
              <li key={product.id} className={product.isAvailable ? '' : 'sold-out'}>
                <span className="stock-name">
                  {product.name}
                  {!product.active && <span className="tag">{t('stock.offMenu')}</span>}
                </span>
                <span className="stock-price">{formatTry(product.price)}</span>
                <button
                  type="button"
                  role="switch"
                  aria-checked={product.isAvailable}
                  aria-label={product.name}
                  className="stock-switch"
                  onClick={() =>
                    setAvailability.mutate({
                      id: product.id,
                      name: product.name,
                      isAvailable: !product.isAvailable,
                    })
                  }
                >
                  {product.isAvailable ? t('stock.onSale') : t('stock.soldOut')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
