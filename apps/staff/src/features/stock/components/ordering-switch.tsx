import { useI18n } from '../../../i18n/i18n.tsx';
import { useOrdering, useSetOrdering } from '../../../lib/stock-products.ts';
import { FormError } from '../../../components/form-error.tsx';

/** Owners and managers: pause or resume every new order of the business (issue 17 §2). */
export function OrderingSwitch() {
  const { t } = useI18n();
  const ordering = useOrdering();
  const setOrdering = useSetOrdering();
  const paused = ordering.data?.paused ?? false;
  return (
    <div className={`ordering${paused ? ' ordering-paused' : ''}`}>
      <button
        type="button"
        role="switch"
        aria-checked={!paused}
        aria-label={t('stock.ordering')}
        disabled={ordering.isPending || setOrdering.isPending}
        onClick={() => setOrdering.mutate(!paused)}
      >
        {paused ? t('stock.orderingPaused') : t('stock.orderingOpen')}
      </button>
      {paused && <p role="status">{t('stock.pausedNote')}</p>}
      <FormError error={setOrdering.error} />
    </div>
  );
}
