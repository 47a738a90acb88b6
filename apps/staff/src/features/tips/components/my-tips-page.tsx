import { formatTry } from '@masa/core/money/format-try';
import { businessToday } from '@masa/core/reports/report-days';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMyTips } from '../api/tip-day.ts';
import '../tips.css';
import { hoursText } from '../hours-text.ts';
import { TipDayPicker } from './tip-day-picker.tsx';
import { FormError } from '../../../components/form-error.tsx';

/** Bahşişlerim (ADR 088): a waiter's own share of a day and the tips of the orders they served. */
export function MyTipsPage() {
  const { t, language } = useI18n();
  const [day, setDay] = useState(() => businessToday());
  const mine = useMyTips(day);
  const me = mine.data?.me ?? null;
  return (
    <main className="tips" aria-labelledby="my-tips-title">
      <h2 id="my-tips-title">{t('tips.myTitle')}</h2>
      <TipDayPicker day={day} onChange={setDay} />
      {mine.isPending && <p role="status">{t('tips.loading')}</p>}
      <FormError error={mine.error} />
      {mine.data && (
        <section className="day-card" aria-labelledby="my-tips-share">
          <h3 id="my-tips-share">
            {t('tips.mine')}: <span className="tips-total">{formatTry(me?.amount ?? 0)}</span>
          </h3>
          <p>
            {t.lookup(`tips.rules.${mine.data.rule}`)}
            {me && me.minutes > 0
              ? ` · ${t('tips.hours')}: ${hoursText(me.minutes, language)}`
              : ''}
          </p>
          {(!me || me.minutes === 0) && mine.data.rule !== 'own' && <p>{t('tips.notWorked')}</p>}
          <p>{mine.data.signedAt ? t('tips.signed') : t('tips.notSigned')}</p>
          <h4>{t('tips.myServed')}</h4>
          {mine.data.payments.length === 0 ? (
            <p>{t('tips.none')}</p>
          ) : (
            <ul>
              {mine.data.payments.map((p) => (
                <li key={p.id}>
                  {t('tips.orderLine', { table: p.table ?? '—', order: p.orderNumber })}:{' '}
                  {formatTry(p.tip)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}
