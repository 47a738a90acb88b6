import { billNumberOf } from '@masa/core/orders/bill-label';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * "Hangi hesap?" (issue 32 §3, ADR 078): shown only when the table has more than one bill, so
 * the ticket goes on the couple's own bill. Null is the table's first bill.
 */
export function BillChips({
  labels,
  value,
  onChange,
}: {
  /** The table's open bills: null the first, "Hesap 2"… */
  labels: (string | null)[];
  value: string | null;
  onChange: (label: string | null) => void;
}) {
  const { t } = useI18n();
  const bills = [...new Set([null, ...labels])].sort((a, b) => billNumberOf(a) - billNumberOf(b));
  if (bills.length < 2) return null;
  return (
    <div className="party-chips" role="group" aria-label={t('tableBills.which')}>
      <span>{t('tableBills.which')}</span>
      {bills.map((label) => (
        <button
          key={label ?? 'first'}
          type="button"
          aria-pressed={value === label}
          onClick={() => onChange(label)}
        >
          {t('tableBills.name', { n: billNumberOf(label) })}
        </button>
      ))}
    </div>
  );
}
