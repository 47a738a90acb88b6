import { formatTry } from '@masa/core/money/format-try';
import { useI18n } from '../../../i18n/i18n.tsx';

/** "Eksik ₺10,00", "Fazla ₺2,50" or "Tam": over/short as a Turkish cashier says it. */
export function OverShort({ amount }: { amount: number }) {
  const { t } = useI18n();
  if (amount === 0) return <>{t('day.even')}</>;
  return (
    <span className={amount < 0 ? 'day-short' : 'day-over'}>
      {amount < 0
        ? t('day.short', { amount: formatTry(-amount) })
        : t('day.over', { amount: formatTry(amount) })}
    </span>
  );
}
