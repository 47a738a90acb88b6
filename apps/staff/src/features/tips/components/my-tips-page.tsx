import { formatTry } from '@masa/core/money/format-try';
import { businessToday } from '@masa/core/reports/report-days';
import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useMyTips } from '../api/tip-day.ts';
import '../tips.css';
import { hoursText } from '../hours-text.ts';
import { TipDayPicker } from './tip-day-picker.tsx';

/** Bahşişlerim (ADR 088): a waiter's own share of a day and the tips of the orders they served. */
export function MyTipsPage() {
  const { t, language } = useI18n();
  const s = t.tips;
  const [day, setDay] = useState(() => businessToday());
  const mine = useMyTips(day);
  const me = mine.data?.me ?? null;
  return (
    <main className="tips" aria-labelledby="my-tips-title">
      <h2 id="my-tips-title">{s.myTitle}</h2>
      <TipDayPicker day={day} onChange={setDay} />
      {mine.isPending && <p role="status">{s.loading}</p>}
      {mine.isError && (
        <p className="form-error" role="alert">
          {mine.error.message}
        </p>
      )}
      {mine.data && (
        <section className="day-card" aria-labelledby="my-tips-share">
          <h3 id="my-tips-share">
            {s.mine}: <span className="tips-total">{formatTry(me?.amount ?? 0)}</span>
          </h3>
          <p>
            {s.rules[mine.data.rule]}
            {me && me.minutes > 0 ? ` · ${s.hours}: ${hoursText(me.minutes, language)}` : ''}
          </p>
          {(!me || me.minutes === 0) && mine.data.rule !== 'own' && <p>{s.notWorked}</p>}
          <p>{mine.data.signedAt ? s.signed : s.notSigned}</p>
          <h4>{s.myServed}</h4>
          {mine.data.payments.length === 0 ? (
            <p>{s.none}</p>
          ) : (
            <ul>
              {mine.data.payments.map((p) => (
                <li key={p.id}>
                  {s.orderLine(p.table ?? '—', p.orderNumber)}: {formatTry(p.tip)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}
