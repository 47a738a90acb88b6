import type {
  StaffBillRequestResponse,
  StaffMessageResponse,
  StaffWaiterCallResponse,
} from '@masa/core/staff/staff-request.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import type { Folded } from '../../fold-notices.ts';
import { useAcknowledgeBills, useAnswerMessage, useUpdateWaiterCalls } from '../requests.ts';

/*
 * The cards of what diners ask (issue 16 §6), each handled by the signed-in staff member: the
 * requests inbox lists them, the floor shows a table's own. A diner's repeated calls, messages
 * and bill requests come folded (lib/fold-notices.ts): one card, "×3", handled at once.
 */

export function Place({
  item,
  count = 1,
}: {
  item: { tableName: string; orderNumber: number | null };
  count?: number;
}) {
  const { t } = useI18n();
  return (
    <p className="request-place">
      <strong>{item.tableName}</strong>
      {item.orderNumber !== null && <span> · {t('board.order', { n: item.orderNumber })}</span>}
      {count > 1 && <span className="repeats">×{count}</span>}
    </p>
  );
}

/** A card's name, with how many times the diner asked when more than once. */
function useLabel() {
  const { t } = useI18n();
  return (name: string, count: number) =>
    count > 1 ? `${name} (${t('requests.repeated', { count })})` : name;
}

function useTime() {
  const { language } = useI18n();
  return (iso: string) =>
    new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(iso));
}

export function WaiterCallCard({ calls }: { calls: Folded<StaffWaiterCallResponse> }) {
  const { t } = useI18n();
  const time = useTime();
  const label = useLabel();
  const update = useUpdateWaiterCalls();
  const { items, latest: call } = calls;
  const pending = items.filter((item) => item.status === 'pending').map((item) => item.id);
  const all = items.map((item) => item.id);
  return (
    <article
      className="request"
      aria-label={label(t('requests.callOf', { table: call.tableName }), items.length)}
    >
      <Place item={call} count={items.length} />
      <p>
        {t('requests.callAt', { time: time(items[0]!.createdAt) })}
        {pending.length === 0 && <span className="tag"> {t('requests.onTheWay')}</span>}
      </p>
      <div className="request-actions">
        {pending.length > 0 && (
          <button
            type="button"
            className="primary"
            disabled={update.isPending}
            onClick={() => update.mutate({ ids: pending, status: 'acknowledged' })}
          >
            {t('requests.acknowledge')}
          </button>
        )}
        <button
          type="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ ids: all, status: 'resolved' })}
        >
          {t('requests.resolve')}
        </button>
      </div>
      {update.error && (
        <p role="alert" className="form-error">
          {update.error.message}
        </p>
      )}
    </article>
  );
}

export function MessageCard({ messages }: { messages: Folded<StaffMessageResponse> }) {
  const { t } = useI18n();
  const time = useTime();
  const label = useLabel();
  const answer = useAnswerMessage();
  const { items, latest: message } = messages;
  const [text, setText] = useState('');
  const fieldId = `answer-${message.id}`;
  const send = (event: FormEvent) => {
    event.preventDefault();
    const reply = text.trim();
    if (reply === '') return;
    answer.mutate({ orderId: message.orderId, message: reply }, { onSuccess: () => setText('') });
  };
  return (
    <article
      className="request"
      aria-label={label(t('requests.messageOf', { table: message.tableName }), items.length)}
    >
      <Place item={message} count={items.length} />
      <p className="request-meta">
        {message.messageTypeLabel} · {message.sentBy.name} · {time(message.createdAt)}
      </p>
      {/* The latest three: an answer answers them all (the server marks the order's read). */}
      {items.slice(-3).map((item) => (
        <blockquote key={item.id} className="request-quote">
          {item.message}
        </blockquote>
      ))}
      <form className="request-answer" onSubmit={send}>
        <label htmlFor={fieldId} className="visually-hidden">
          {t('requests.answerLabel', { table: message.tableName })}
        </label>
        <input
          id={fieldId}
          value={text}
          maxLength={200}
          placeholder={t('requests.answerPlaceholder')}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="primary" disabled={answer.isPending || text.trim() === ''}>
          {t('requests.send')}
        </button>
      </form>
      {answer.error && (
        <p role="alert" className="form-error">
          {answer.error.message}
        </p>
      )}
    </article>
  );
}

export function BillCard({ bills }: { bills: Folded<StaffBillRequestResponse> }) {
  const { t } = useI18n();
  const time = useTime();
  const label = useLabel();
  const acknowledge = useAcknowledgeBills();
  const { items, latest: bill } = bills;
  const pending = items.filter((item) => item.status === 'pending').map((item) => item.id);
  const method = bill.paymentMethod
    ? (t.lookup(`requests.methods.${bill.paymentMethod}`) ?? bill.paymentMethod)
    : '';
  return (
    <article
      className="request"
      aria-label={label(t('requests.billOf', { table: bill.tableName }), items.length)}
    >
      <Place item={bill} count={items.length} />
      <p>
        {t('requests.billSummary', {
          amount: formatTry(bill.amount),
          tip: formatTry(bill.tipAmount),
          method,
        })}
        {bill.mode === 'equal' && bill.peopleCount !== null && (
          <span> · {t('requests.equalSplit', { people: bill.peopleCount })}</span>
        )}
      </p>
      <p className="request-meta">
        {time(bill.createdAt)}
        {pending.length === 0 && <span className="tag"> {t('requests.seen')}</span>}
      </p>
      {pending.length > 0 && (
        <div className="request-actions">
          <button
            type="button"
            className="primary"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate({ ids: pending })}
          >
            {t('requests.billOnTheWay')}
          </button>
        </div>
      )}
      {acknowledge.error && (
        <p role="alert" className="form-error">
          {acknowledge.error.message}
        </p>
      )}
    </article>
  );
}
