import { formatTry } from '@masa/core/money/format-try';
import type { PriceChange } from '@masa/core/staff/price-changes.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePriceChanges } from '../api/price-changes.ts';
import { FormError } from '../../../components/form-error.tsx';
import { stampFormat } from '@masa/core/time/stamp';

/**
 * "Fiyat geçmişi" (issue 35 §3, ADR 089): every price of the product that moved, newest first,
 * who moved it and when, old → new; the server writes it with each save.
 */
export function PriceHistory({ productId }: { productId: string }) {
  const { t, language } = useI18n();
  const history = usePriceChanges(productId);
  const when = stampFormat(language);
  const item = (change: PriceChange) =>
    change.kind === 'product'
      ? t('menu.history.productPrice')
      : change.kind === 'option'
        ? t('menu.history.option', { name: change.itemName })
        : t('menu.history.extra', { name: change.itemName });
  const price = (kurus: number | null, none: string) => (kurus === null ? none : formatTry(kurus));
  const changes = history.data ?? [];
  return (
    <section className="menu-price-history" aria-labelledby="price-history-title">
      <h3 id="price-history-title">{t('menu.history.title')}</h3>
      <FormError error={history.error} />
      {history.isSuccess && changes.length === 0 && (
        <p className="menu-hint">{t('menu.history.none')}</p>
      )}
      {changes.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{t('menu.history.when')}</th>
              <th scope="col">{t('menu.history.item')}</th>
              <th scope="col">{t('menu.history.change')}</th>
              <th scope="col">{t('menu.history.who')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id}>
                <td>{when.format(new Date(change.changedAt))}</td>
                <td>{item(change)}</td>
                <td>
                  {price(change.oldPrice, t('menu.history.added'))} →{' '}
                  {price(change.newPrice, t('menu.history.removed'))}
                </td>
                <td>{change.staffName}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
