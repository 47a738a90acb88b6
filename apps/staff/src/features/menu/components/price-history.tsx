import { formatTry } from '@masa/core/money/format-try';
import type { PriceChange } from '@masa/core/staff/price-changes.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { usePriceChanges } from '../api/price-changes.ts';

/**
 * "Fiyat geçmişi" (issue 35 §3, ADR 089): every price of the product that moved, newest first,
 * who moved it and when, old → new; the server writes it with each save.
 */
export function PriceHistory({ productId }: { productId: string }) {
  const { t, language } = useI18n();
  const h = t.menu.history;
  const history = usePriceChanges(productId);
  const when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  const item = (change: PriceChange) =>
    change.kind === 'product'
      ? h.productPrice
      : change.kind === 'option'
        ? h.option(change.itemName)
        : h.extra(change.itemName);
  const price = (kurus: number | null, none: string) => (kurus === null ? none : formatTry(kurus));
  const changes = history.data ?? [];
  return (
    <section className="menu-price-history" aria-labelledby="price-history-title">
      <h3 id="price-history-title">{h.title}</h3>
      {history.error && (
        <p role="alert" className="form-error">
          {history.error.message}
        </p>
      )}
      {history.isSuccess && changes.length === 0 && <p className="menu-hint">{h.none}</p>}
      {changes.length > 0 && (
        <table>
          <thead>
            <tr>
              <th scope="col">{h.when}</th>
              <th scope="col">{h.item}</th>
              <th scope="col">{h.change}</th>
              <th scope="col">{h.who}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.id}>
                <td>{when.format(new Date(change.changedAt))}</td>
                <td>{item(change)}</td>
                <td>
                  {price(change.oldPrice, h.added)} → {price(change.newPrice, h.removed)}
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
