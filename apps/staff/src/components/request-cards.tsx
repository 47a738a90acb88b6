import type {
  StaffBillRequestResponse,
  StaffMessageResponse,
  StaffSplitRequestResponse,
  StaffWaiterCallResponse,
} from '@masa/core/staff/staff-request.schemas';
import { formatTry } from '@masa/core/money/format-try';
import { type FormEvent, useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import {
  useAcknowledgeBill,
  useAnswerMessage,
  useDecideSplit,
  usePaySplit,
  useUpdateWaiterCall,
} from '../lib/requests.ts';

/*
 * The cards of what diners ask (issue 16 §6), each handled by the signed-in staff member: the
 * requests inbox lists them, the floor shows a table's own.
 */

function Place({ item }: { item: { tableName: string; orderNumber: number | null } }) {
  const { t } = useI18n();
  return (
    <p className="request-place">
      <strong>{item.tableName}</strong>
      {item.orderNumber !== null && <span> · {t.board.order(item.orderNumber)}</span>}
    </p>
  );
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

export function WaiterCallCard({ call }: { call: StaffWaiterCallResponse }) {
  const { t } = useI18n();
  const time = useTime();
  const update = useUpdateWaiterCall();
  const label = t.requests.callOf(call.tableName);
  return (
    <article className="request" aria-label={label}>
      <Place item={call} />
      <p>
        {t.requests.callAt(time(call.createdAt))}
        {call.status === 'acknowledged' && <span className="tag"> {t.requests.onTheWay}</span>}
      </p>
      <div className="request-actions">
        {call.status === 'pending' && (
          <button
            type="button"
            className="primary"
            disabled={update.isPending}
            onClick={() => update.mutate({ id: call.id, status: 'acknowledged' })}
          >
            {t.requests.acknowledge}
          </button>
        )}
        <button
          type="button"
          disabled={update.isPending}
          onClick={() => update.mutate({ id: call.id, status: 'resolved' })}
        >
          {t.requests.resolve}
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

export function MessageCard({ message }: { message: StaffMessageResponse }) {
  const { t } = useI18n();
  const time = useTime();
  const answer = useAnswerMessage();
  const [text, setText] = useState('');
  const fieldId = `answer-${message.id}`;
  const send = (event: FormEvent) => {
    event.preventDefault();
    const reply = text.trim();
    if (reply === '') return;
    answer.mutate({ orderId: message.orderId, message: reply }, { onSuccess: () => setText('') });
  };
  return (
    <article className="request" aria-label={t.requests.messageOf(message.tableName)}>
      <Place item={message} />
      <p className="request-meta">
        {message.messageTypeLabel} · {message.sentBy.name} · {time(message.createdAt)}
      </p>
      <blockquote className="request-quote">{message.message}</blockquote>
      <form className="request-answer" onSubmit={send}>
        <label htmlFor={fieldId} className="visually-hidden">
          {t.requests.answerLabel(message.tableName)}
        </label>
        <input
          id={fieldId}
          value={text}
          maxLength={200}
          placeholder={t.requests.answerPlaceholder}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="primary" disabled={answer.isPending || text.trim() === ''}>
          {t.requests.send}
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

export function BillCard({ bill }: { bill: StaffBillRequestResponse }) {
  const { t } = useI18n();
  const time = useTime();
  const acknowledge = useAcknowledgeBill();
  const method = bill.paymentMethod
    ? (t.requests.methods[bill.paymentMethod] ?? bill.paymentMethod)
    : '';
  return (
    <article className="request" aria-label={t.requests.billOf(bill.tableName)}>
      <Place item={bill} />
      <p>
        {t.requests.billSummary(formatTry(bill.amount), formatTry(bill.tipAmount), method)}
        {bill.mode === 'equal' && bill.peopleCount !== null && (
          <span> · {t.requests.equalSplit(bill.peopleCount)}</span>
        )}
      </p>
      <p className="request-meta">
        {time(bill.createdAt)}
        {bill.status === 'acknowledged' && <span className="tag"> {t.requests.seen}</span>}
      </p>
      {bill.status === 'pending' && (
        <div className="request-actions">
          <button
            type="button"
            className="primary"
            disabled={acknowledge.isPending}
            onClick={() => acknowledge.mutate({ id: bill.id })}
          >
            {t.requests.billOnTheWay}
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

export function SplitCard({ split }: { split: StaffSplitRequestResponse }) {
  const { t } = useI18n();
  const decide = useDecideSplit();
  const pay = usePaySplit();
  const error = decide.error ?? pay.error;
  const method = t.requests.methods[split.paymentMethod] ?? split.paymentMethod;
  return (
    <article className="request" aria-label={t.requests.splitOf(split.tableName)}>
      <Place item={split} />
      <ul className="request-items">
        {split.items.map((item) => (
          <li key={item.itemId}>
            {item.quantity} × {item.name}
          </li>
        ))}
        {split.shares.map((share) => (
          <li key={share.itemId}>
            {t.requests.splitShare(share.shareIndex, share.shareCount, share.name)}
          </li>
        ))}
        {split.charges.map((charge) => (
          <li key={charge.chargeId}>{charge.name}</li>
        ))}
      </ul>
      <p>{t.requests.billSummary(formatTry(split.amount), formatTry(split.tipAmount), method)}</p>
      {split.status === 'approved' ? (
        <div className="request-actions">
          <span className="request-meta">{t.requests.approvedAwaitingPayment}</span>
          <button
            type="button"
            className="primary"
            disabled={pay.isPending}
            onClick={() => pay.mutate(split)}
          >
            {t.requests.takeSplitPayment(formatTry(split.amount + split.tipAmount), method)}
          </button>
        </div>
      ) : (
        <div className="request-actions">
          <button
            type="button"
            className="primary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: split.id, status: 'approved' })}
          >
            {t.requests.approve}
          </button>
          <button
            type="button"
            className="danger"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: split.id, status: 'rejected' })}
          >
            {t.requests.decline}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      )}
    </article>
  );
}
