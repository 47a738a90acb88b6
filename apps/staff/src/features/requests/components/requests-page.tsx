import { useI18n } from '../../../i18n/i18n.tsx';
import type { useOpenRequests } from '../../../lib/requests/requests.ts';
import {
  BillCard,
  MessageCard,
  WaiterCallCard,
} from '../../../lib/requests/components/request-cards.tsx';
import { SplitCard } from '../../../lib/bill/components/split-card.tsx';
import { useOnlinePayments } from '../../../lib/bill/use-online-payments.ts';
import { OnlinePaymentCard } from './online-payment-card.tsx';
import { UnknownRefunds } from './unknown-refunds.tsx';

type Requests = ReturnType<typeof useOpenRequests>;

/**
 * One inbox of what diners ask (issue 16 §6): waiter calls, messages, bill and split requests,
 * live, oldest first in each list, each handled here by the signed-in staff member; a diner's
 * repeats are one card (issue 28), and a list's count counts cards. Then diners' online
 * payments as they succeed, newest first (issue 34): nothing to do, news to know.
 */
export function RequestsPage({ requests }: { requests: Requests }) {
  const { t } = useI18n();
  const { calls, messages, bills, splits, folded } = requests;
  const oldestFirst = <T extends { createdAt: string }>(list: T[] | undefined) =>
    [...(list ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const online = useOnlinePayments();
  const failure = [calls, messages, bills, splits].find((query) => query.error)?.error;

  return (
    <main className="requests" aria-labelledby="requests-title">
      <h1 id="requests-title" className="visually-hidden">
        {t('requests.title')}
      </h1>
      {failure && (
        <p role="alert" className="form-error">
          {failure.message}
        </p>
      )}
      <UnknownRefunds />
      <RequestList title={t('requests.calls')} id="calls" items={folded.calls}>
        {(group) => <WaiterCallCard key={group.key} calls={group} />}
      </RequestList>
      <RequestList title={t('requests.messages')} id="messages" items={folded.messages}>
        {(group) => <MessageCard key={group.key} messages={group} />}
      </RequestList>
      <RequestList title={t('requests.bills')} id="bills" items={folded.bills}>
        {(group) => <BillCard key={group.key} bills={group} />}
      </RequestList>
      <RequestList title={t('requests.splits')} id="splits" items={oldestFirst(splits.data)}>
        {(split) => <SplitCard key={split.id} split={split} />}
      </RequestList>
      <RequestList title={t('onlinePayments.title')} id="online" items={online.data ?? []}>
        {(note) => <OnlinePaymentCard key={note.intent.id} note={note} />}
      </RequestList>
    </main>
  );
}

function RequestList<T>({
  title,
  id,
  items,
  children,
}: {
  title: string;
  id: string;
  items: T[];
  children: (item: T) => React.ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="request-list" aria-labelledby={`requests-${id}`}>
      <h2 id={`requests-${id}`}>
        {title} <span className="count">{items.length}</span>
      </h2>
      {items.length === 0 ? <p className="empty">{t('requests.none')}</p> : items.map(children)}
    </section>
  );
}
