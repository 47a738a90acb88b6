import type { TipDay } from '@masa/core/tips/tips.schemas';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useSignOffTips, useTipFile } from '../api/tip-day.ts';
import { FormError } from '../../../components/form-error.tsx';
import { stampFormat } from '@masa/core/time/stamp';

/**
 * The record of the day (ADR 088): who signed it off and when, or the owner's "Onayla"; payments
 * whose tips came after the signature; the CSV and the PDF, the article-51 proof.
 */
export function TipSignOff({ day, maySign }: { day: TipDay; maySign: boolean }) {
  const { t, language } = useI18n();
  const sign = useSignOffTips(day.day);
  const file = useTipFile(day.day);
  const when = stampFormat(language);
  return (
    <section className="day-card" aria-label={t('tips.signOff')}>
      {day.signedAt && day.signedBy ? (
        <p role="status" className="tips-signed">
          {t('tips.signedBy', { name: day.signedBy.name, at: when.format(new Date(day.signedAt)) })}
        </p>
      ) : (
        <p>{t('tips.notSigned')}</p>
      )}
      {day.lateChanges.length > 0 && (
        <p className="form-error" role="alert">
          {t('tips.late', { n: day.lateChanges.length })}
        </p>
      )}
      {!day.signedAt && maySign && (
        <>
          <p className="tips-hint">{t('tips.signOffHint')}</p>
          <button
            type="button"
            className="primary"
            disabled={sign.isPending}
            onClick={() => sign.mutate(undefined)}
          >
            {t('tips.signOff')}
          </button>
        </>
      )}
      <FormError error={sign.error} />
      <div className="tips-files">
        <button type="button" disabled={file.isPending} onClick={() => file.mutate('csv')}>
          {t('tips.csv')}
        </button>
        <button type="button" disabled={file.isPending} onClick={() => file.mutate('pdf')}>
          {t('tips.pdf')}
        </button>
      </div>
      <FormError error={file.error} />
    </section>
  );
}
