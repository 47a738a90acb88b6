import { formatTry } from '@masa/core/money/format-try';
import type { TipDay } from '@masa/core/tips/tips.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';

/** The day's tips: the total, by payment method, and each tipped order under who served it. */
export function TipSummary({ day }: { day: TipDay }) {
  const { t } = useI18n();
  const servers = [...new Map(day.payments.map((p) => [p.servedBy?.id ?? '', p.servedBy]))];
  return (
    <section className="day-card" aria-labelledby="tips-total">
      <h3 id="tips-total">
        {t('tips.total')}: <span className="tips-total">{formatTry(day.total)}</span>
      </h3>
      {day.payments.length === 0 && <p>{t('tips.none')}</p>}
      {day.byMethod.length > 0 && (
        <section aria-label={t('tips.byMethod')}>
          <h4>{t('tips.byMethod')}</h4>
          <dl className="day-figures">
            {day.byMethod.map((m) => (
              <div key={m.method}>
                <dt>
                  {t.lookup(`requests.methods.${m.method}`) ?? m.method} ·{' '}
                  {t('tips.payments', { n: m.payments })}
                </dt>
                <dd>{formatTry(m.tips)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {servers.length > 0 && (
        <section aria-label={t('tips.served')}>
          <h4>{t('tips.served')}</h4>
          {servers.map(([id, who]) => (
            <details key={id} className="tips-served">
              <summary>
                {who?.name ?? t('tips.nobody')}:{' '}
                {formatTry(
                  day.payments
                    .filter((p) => (p.servedBy?.id ?? '') === id)
                    .reduce((sum, p) => sum + p.tip, 0),
                )}
              </summary>
              <ul>
                {day.payments
                  .filter((p) => (p.servedBy?.id ?? '') === id)
                  .map((p) => (
                    <li key={p.id}>
                      {t('tips.orderLine', { table: p.table ?? '—', order: p.orderNumber })}:{' '}
                      {formatTry(p.tip)}
                    </li>
                  ))}
              </ul>
            </details>
          ))}
        </section>
      )}
    </section>
  );
}
