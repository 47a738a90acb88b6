import { useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useOrderPersonCount } from '../api/order-bill.ts';
import { useCorrectParty } from '../api/party.ts';
import { FormError } from '../../../components/form-error.tsx';

const MAX_PARTY = 20;

/**
 * The party size of the table's sitting (ADR 054): the waiter counts the guests and corrects
 * it before payment; the per-person charges on the bills below are re-priced by the server.
 * Once such a charge is paid the server refuses (409 PARTY_PAID) and this says why.
 */
export function PartySize({ orderId }: { orderId: string }) {
  const personCount = useOrderPersonCount(orderId);
  if (personCount.data === undefined) return null;
  return <PartyForm orderId={orderId} current={personCount.data} />;
}

function PartyForm({ orderId, current }: { orderId: string; current: number }) {
  const { t } = useI18n();
  const correct = useCorrectParty();
  const [count, setCount] = useState(String(current));
  const [saved, setSaved] = useState<number | null>(null);
  const parsed = Number(count);
  const valid = Number.isInteger(parsed) && parsed >= 1 && parsed <= MAX_PARTY;
  const error = correct.error
    ? correct.error instanceof ApiError && correct.error.code === 'PARTY_PAID'
      ? t('party.paid')
      : correct.error.message
    : null;
  return (
    <form
      className="party-size"
      aria-label={t('party.title')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid) return;
        setSaved(null);
        correct.mutate({ orderId, personCount: parsed }, { onSuccess: () => setSaved(parsed) });
      }}
    >
      <label>
        {t('party.count')}
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_PARTY}
          value={count}
          onChange={(event) => setCount(event.target.value)}
        />
      </label>
      <button type="submit" disabled={!valid || correct.isPending || parsed === current}>
        {t('party.save')}
      </button>
      <p className="request-meta">{t('party.hint')}</p>
      {saved !== null && <p role="status">{t('party.saved', { n: saved })}</p>}
      <FormError error={error} />
    </form>
  );
}
