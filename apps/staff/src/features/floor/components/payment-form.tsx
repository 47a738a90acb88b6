import { formatTry } from '@masa/core/money/format-try';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { floorKey } from '../api/floor.ts';
import { parseLira } from '../lira.ts';

/** What staff take in person: the business's accepted methods, online excluded. */
function usePaymentMethods() {
  const businessId = useSession()?.staff.businessId;
  return useQuery({
    queryKey: ['staff', 'payment-methods', businessId],
    queryFn: ({ signal }) =>
      api.get<{ methods: string[] }>(`/business/${businessId}/settings/payment/public`, { signal }),
    select: (settings) => settings.methods.filter((method) => method !== 'online'),
    enabled: businessId !== undefined,
    staleTime: 5 * 60_000,
  });
}

/**
 * Taking the payment of an order's whole bill (issue 16 §7): the method, a tip kept apart, and
 * for cash what was handed over and the change due. The server records every unpaid unit
 * (POST /api/staff/orders/{id}/payments) and the diner's bill follows live.
 */
export function PaymentForm({
  order,
  onDone,
}: {
  order: { id: string; orderNumber: number; left: number };
  onDone: () => void;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const methods = usePaymentMethods();
  const [method, setMethod] = useState('cash');
  const [tipText, setTipText] = useState('');
  const [receivedText, setReceivedText] = useState('');
  const ids = { tip: useId(), received: useId(), group: useId() };
  const tip = tipText.trim() === '' ? 0 : parseLira(tipText);
  const received = receivedText.trim() === '' ? null : parseLira(receivedText);
  const due = order.left + (tip ?? 0);
  const pay = useMutation({
    mutationFn: () => api.post(`/staff/orders/${order.id}/payments`, { method, tip: tip ?? 0 }),
    onSuccess: onDone,
    onSettled: () => client.invalidateQueries({ queryKey: floorKey }),
  });
  const invalid = tip === null || (method === 'cash' && received !== null && received < due);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!invalid) pay.mutate();
  };

  return (
    <form
      className="payment-form"
      onSubmit={submit}
      aria-label={t.payment.title(order.orderNumber)}
    >
      <p className="payment-due">
        {t.payment.due} <strong>{formatTry(order.left)}</strong>
      </p>
      <fieldset>
        <legend id={ids.group}>{t.payment.method}</legend>
        <div className="payment-methods">
          {(methods.data ?? ['cash', 'credit_card']).map((name) => (
            <label key={name} className="payment-method">
              <input
                type="radio"
                name={`method-${order.id}`}
                value={name}
                checked={method === name}
                onChange={() => setMethod(name)}
              />
              {t.requests.methods[name] ?? name}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={ids.tip}>{t.payment.tip}</label>
      <input
        id={ids.tip}
        inputMode="decimal"
        value={tipText}
        onChange={(event) => setTipText(event.currentTarget.value)}
        aria-invalid={tip === null}
      />
      {tip === null && <p className="form-error">{t.payment.badAmount}</p>}
      {method === 'cash' && (
        <>
          <label htmlFor={ids.received}>{t.payment.received}</label>
          <input
            id={ids.received}
            inputMode="decimal"
            value={receivedText}
            onChange={(event) => setReceivedText(event.currentTarget.value)}
            aria-invalid={receivedText.trim() !== '' && received === null}
          />
          {received !== null && (
            <p role="status" className={received < due ? 'form-error' : 'payment-change'}>
              {received < due
                ? t.payment.short(formatTry(due - received))
                : t.payment.change(formatTry(received - due))}
            </p>
          )}
        </>
      )}
      <div className="request-actions">
        <button type="submit" className="primary" disabled={pay.isPending || invalid}>
          {t.payment.record(formatTry(due))}
        </button>
        <button type="button" onClick={onDone}>
          {t.board.close}
        </button>
      </div>
      {pay.error && (
        <p role="alert" className="form-error">
          {pay.error.message}
        </p>
      )}
    </form>
  );
}
