import { maxPartyAtTable } from '@masa/core/orders/order-limits';
import { useI18n } from '../../../i18n/i18n.tsx';

/**
 * The party size of a table nobody sits at yet (issue 31 §3): one tap on the count, sent with
 * the first order, which starts the sitting. Left unset, the server counts as for a diner.
 */
export function PartyChips({
  seats,
  value,
  onChange,
}: {
  seats: number;
  value: number | null;
  onChange: (count: number | null) => void;
}) {
  const { t } = useI18n();
  const counts = Array.from({ length: Math.min(12, maxPartyAtTable(seats)) }, (_, i) => i + 1);
  return (
    <div className="party-chips" role="group" aria-label={t('takeOrder.partySize')}>
      <span>{t('takeOrder.partySize')}</span>
      {counts.map((count) => (
        <button
          key={count}
          type="button"
          aria-pressed={value === count}
          onClick={() => onChange(value === count ? null : count)}
        >
          {count}
        </button>
      ))}
    </div>
  );
}
