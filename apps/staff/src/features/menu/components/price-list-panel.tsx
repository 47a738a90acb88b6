import { PRICE_LIST_FORMATS } from '@masa/core/price-list/price-list';
import { addDays, businessToday } from '@masa/core/reports/report-days';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { usePriceChangesCsv, usePriceListPdf } from '../api/price-list-files.ts';
import { FormError } from '../../../components/form-error.tsx';

/**
 * "Fiyat listesi" (issue 35 §3, ADR 089): the list for the entrance (A4) and the table cards
 * (A5, A6) as PDFs the server makes from the menu at each click, and the price history of a
 * period as a CSV for Excel.
 */
export function PriceListPanel() {
  const { t } = useI18n();
  const businessName = useSession()?.staff.businessName ?? '';
  const pdf = usePriceListPdf(businessName);
  const csv = usePriceChangesCsv();
  const [to, setTo] = useState(() => businessToday());
  const [from, setFrom] = useState(() => addDays(to, -29));
  const problem = pdf.error ?? csv.error;
  return (
    <section className="menu-price-list" aria-labelledby="price-list-title">
      <h2 id="price-list-title">{t('menu.priceList.title')}</h2>
      <p className="menu-hint">{t('menu.priceList.hint')}</p>
      <div className="menu-price-list-actions">
        {PRICE_LIST_FORMATS.map((format) => (
          <button
            key={format}
            type="button"
            onClick={() => pdf.mutate(format)}
            disabled={pdf.isPending}
          >
            {t(`menu.priceList.formats.${format}`)}
          </button>
        ))}
      </div>
      <form
        className="menu-price-list-actions"
        aria-label={t('menu.priceList.historyCsv')}
        onSubmit={(event) => {
          event.preventDefault();
          csv.mutate({ from, to });
        }}
      >
        <label>
          {t('menu.priceList.from')}
          <input type="date" value={from} required onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          {t('menu.priceList.to')}
          <input type="date" value={to} required onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" disabled={csv.isPending}>
          {t('menu.priceList.historyCsv')}
        </button>
      </form>
      {(pdf.isPending || csv.isPending) && <p role="status">{t('menu.priceList.preparing')}</p>}
      <FormError error={problem} />
    </section>
  );
}
