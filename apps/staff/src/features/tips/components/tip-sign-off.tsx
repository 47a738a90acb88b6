import type { TipDay } from '@masa/core/tips/tips.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSignOffTips, useTipFile } from '../api/tip-day.ts';

/**
 * The record of the day (ADR 088): who signed it off and when, or the owner's "Onayla"; payments
 * whose tips came after the signature; the CSV and the PDF, the article-51 proof.
 */
export function TipSignOff({ day, maySign }: { day: TipDay; maySign: boolean }) {
  const { t, language } = useI18n();
  const s = t.tips;
  const sign = useSignOffTips(day.day);
  const file = useTipFile(day.day);
  const when = new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  return (
    <section className="day-card" aria-label={s.signOff}>
      {day.signedAt && day.signedBy ? (
        <p role="status" className="tips-signed">
          {s.signedBy(day.signedBy.name, when.format(new Date(day.signedAt)))}
        </p>
      ) : (
        <p>{s.notSigned}</p>
      )}
      {day.lateChanges.length > 0 && (
        <p className="form-error" role="alert">
          {s.late(day.lateChanges.length)}
        </p>
      )}
      {!day.signedAt && maySign && (
        <>
          <p className="tips-hint">{s.signOffHint}</p>
          <button
            type="button"
            className="primary"
            disabled={sign.isPending}
            onClick={() => sign.mutate(undefined)}
          >
            {s.signOff}
          </button>
        </>
      )}
      {sign.isError && (
        <p className="form-error" role="alert">
          {sign.error.message}
        </p>
      )}
      <div className="tips-files">
        <button type="button" disabled={file.isPending} onClick={() => file.mutate('csv')}>
          {s.csv}
        </button>
        <button type="button" disabled={file.isPending} onClick={() => file.mutate('pdf')}>
          {s.pdf}
        </button>
      </div>
      {file.isError && (
        <p className="form-error" role="alert">
          {file.error.message}
        </p>
      )}
    </section>
  );
}
