import { formatTry } from '@masa/core/money/format-try';
import type { AuditEvent } from '@masa/core/staff/audit.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api-client.ts';

const PAGE = 50;

/** GET /api/staff/audit, a page at a time, newest first (owners, ADR 032). */
function useAudit() {
  return useInfiniteQuery({
    queryKey: ['staff', 'audit'],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      api.get<AuditEvent[]>('/staff/audit', { query: { before: pageParam, limit: PAGE }, signal }),
    getNextPageParam: (last) => (last.length === PAGE ? last.at(-1)?.at : undefined),
  });
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const money = (value: unknown) => (typeof value === 'number' ? formatTry(value) : '');

/** The owner's record of who did what and when (issue 17 §7, ADR 032). */
export function AuditPage() {
  const { t, language } = useI18n();
  const audit = useAudit();
  const events = audit.data?.pages.flat() ?? [];
  const when = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'tr-TR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Istanbul',
  });
  const roles = t.roles as Record<string, string>;
  const methods = t.requests.methods as Record<string, string>;
  const role = (value: unknown) => roles[text(value)] ?? text(value);
  const method = (value: unknown) => methods[text(value)] ?? text(value);
  const describe = (event: AuditEvent) => {
    const d = event.details;
    const a = t.audit.actions;
    switch (event.action) {
      case 'order.cancelled':
        return a.orderCancelled(text(d.orderNumber), text(d.table), text(d.reason));
      case 'item.cancelled':
        return a.itemCancelled(text(d.orderNumber), text(d.quantity), text(d.item));
      case 'payment.recorded':
        return a.paymentRecorded(
          text(d.orderNumber),
          money(d.amount),
          money(d.tip),
          method(d.method),
        );
      case 'payment.refunded':
        return a.paymentRefunded(
          text(d.orderNumber),
          money(d.amount),
          money(d.tip),
          text(d.reason),
        );
      case 'split.approved':
        return a.splitApproved(text(d.orderNumber), money(d.amount));
      case 'split.rejected':
        return a.splitRejected(text(d.orderNumber), money(d.amount));
      case 'product.updated':
        return a.productUpdated(text(d.product), d.isAvailable === true);
      case 'product.created':
        return a.productCreated(text(d.product), money(d.price));
      case 'product.price_changed':
        return a.priceChanged(
          text(d.product),
          money(d.from),
          money(d.to),
          d.discountFrom === d.discountTo
            ? ''
            : `%${text(d.discountFrom)} → %${text(d.discountTo)}`,
        );
      case 'product.renamed':
        return a.productRenamed(text(d.from), text(d.to));
      case 'product.deleted':
        return a.productDeleted(text(d.product));
      case 'category.created':
        return a.categoryCreated(text(d.category));
      case 'table.created':
        return a.tableCreated(text(d.table));
      case 'table.cleared':
        return a.tableCleared(text(d.table));
      case 'table.moved':
        return a.tableMoved(text(d.from), text(d.to), text(d.orders));
      case 'table.merged':
        return a.tableMerged(text(d.from), text(d.to), text(d.orders));
      case 'items.moved':
        return a.itemsMoved(text(d.units), text(d.fromOrder), text(d.toOrder), text(d.table));
      case 'order.taken':
        return a.orderTaken(text(d.table), text(d.orderNumbers));
      case 'course.fired':
        return a.courseFired(text(d.table), text(d.course));
      case 'day.opened':
        return a.dayOpened(money(d.openingFloat));
      case 'day.closed':
        return a.dayClosed(money(d.gross), money(d.countedCash), money(d.overShort));
      case 'tips.signed':
        return a.tipsSigned(text(d.day), money(d.total));
      case 'fiscal.completed':
        return a.fiscalCompleted(text(d.receiptNumber), money(d.amount));
      case 'fiscal.z_entered':
        return a.fiscalZEntered(text(d.zNumber), money(d.total));
      case 'fiscal.differences_accepted':
        return a.fiscalDifferencesAccepted(text(d.count), text(d.summary));
      case 'discount.given':
      case 'discount.removed': {
        const what = `${d.kind === 'percent' ? `%${text(d.value)}` : money(d.value)}${d.item ? ` (${text(d.item)})` : ''}`;
        const say = event.action === 'discount.given' ? a.discountGiven : a.discountRemoved;
        return say(text(d.orderNumber), what, money(d.amount), text(d.reason));
      }
      case 'table.code_reissued':
        return a.codeReissued(text(d.table));
      case 'staff.invited':
        return a.invited(text(d.name), text(d.email), role(d.role));
      case 'staff.role_changed':
        return a.roleChanged(text(d.name), role(d.from), role(d.to));
      case 'staff.password_link':
        return a.passwordLink(text(d.name));
      case 'staff.deactivated':
        return a.deactivated(text(d.name));
      case 'order.walked_out':
        return a.walkedOut(Number(d.orderNumber), money(d.left), text(d.reason));
      case 'order.on_account':
        return a.onAccount(Number(d.orderNumber), money(d.left), text(d.customer));
      case 'staff.approval_pin_set':
        return a.approvalPinSet(text(d.name));
      case 'settings.updated':
        return a.settings(
          t.settings.sections[text(d.section)] ?? text(d.section),
          settingsDetail(d),
        );
    }
  };
  /** What changed, in a few words: "Nakit, Kredi kartı", "10 / 20 dk", "Servis %10". */
  const settingsDetail = (d: AuditEvent['details']): string => {
    const s = t.settings;
    switch (d.section) {
      case 'payment':
        return text(d.methods)
          .split(', ')
          .map((key) => method(key))
          .join(', ');
      case 'tax':
        return d.includedInPrice === true ? s.tax.included : s.tax.added;
      case 'board':
        return `${text(d.amberMinutes)} / ${text(d.redMinutes)} dk`;
      case 'serviceCharge':
        return `${text(d.name)} ${d.calculation === 'percentage' ? `%${text(d.value)}` : money(d.value)}${d.active === false ? ` (${s.off})` : ''}`;
      case 'campaign':
        return `${text(d.name)}${d.code ? ` (${text(d.code)})` : ''}${d.active === false ? ` (${s.off})` : ''}`;
      case 'stations':
        return text(d.changes);
      case 'hours':
        return text(d.hours);
      case 'corrections':
        return money(d.approvalLimit);
      case 'reasons':
        return text(d.reasons);
      case 'fiscal':
        return t.fiscal.adapters[text(d.adapter)] ?? text(d.adapter);
      default:
        return text(d.name);
    }
  };
  return (
    <main className="audit" aria-labelledby="audit-title">
      <h1 id="audit-title">{t.audit.title}</h1>
      {audit.isPending && <p role="status">{t.audit.loading}</p>}
      {audit.error && (
        <p role="alert" className="form-error">
          {audit.error.message}
        </p>
      )}
      {audit.isSuccess && events.length === 0 && <p className="empty">{t.audit.empty}</p>}
      <ol className="audit-list" aria-label={t.audit.title}>
        {events.map((event) => (
          <li key={event.id} className="audit-event">
            <time dateTime={event.at}>{when.format(new Date(event.at))}</time>
            <strong>{event.staffName}</strong>
            <span>{describe(event)}</span>
          </li>
        ))}
      </ol>
      {audit.hasNextPage && (
        <button
          type="button"
          disabled={audit.isFetchingNextPage}
          onClick={() => void audit.fetchNextPage()}
        >
          {t.audit.more}
        </button>
      )}
    </main>
  );
}
