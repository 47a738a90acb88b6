import { formatTry } from '@masa/core/money/format-try';
import type { AuditEvent } from '@masa/core/staff/audit.schemas';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/i18n.tsx';
import { api } from '../../lib/api-client.ts';
import { FormError } from '../../components/form-error.tsx';
import { stampFormat } from '@masa/core/time/stamp';

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
  const when = stampFormat(language);
  const role = (value: unknown) => t.lookup(`roles.${text(value)}`) ?? text(value);
  const method = (value: unknown) => t.lookup(`requests.methods.${text(value)}`) ?? text(value);
  const describe = (event: AuditEvent) => {
    const d = event.details;
    switch (event.action) {
      case 'order.cancelled':
        return t('audit.actions.orderCancelled', {
          order: text(d.orderNumber),
          table: text(d.table),
          reason: text(d.reason),
        });
      case 'item.cancelled':
        return t('audit.actions.itemCancelled', {
          order: text(d.orderNumber),
          quantity: text(d.quantity),
          item: text(d.item),
        });
      case 'payment.recorded':
        return t('audit.actions.paymentRecorded', {
          order: text(d.orderNumber),
          amount: money(d.amount),
          tip: money(d.tip),
          method: method(d.method),
        });
      case 'payment.refunded':
        return t('audit.actions.paymentRefunded', {
          order: text(d.orderNumber),
          amount: money(d.amount),
          tip: money(d.tip),
          reason: text(d.reason),
        });
      case 'split.approved':
        return t('audit.actions.splitApproved', {
          order: text(d.orderNumber),
          amount: money(d.amount),
        });
      case 'split.rejected':
        return t('audit.actions.splitRejected', {
          order: text(d.orderNumber),
          amount: money(d.amount),
        });
      case 'product.updated':
        return t('audit.actions.productUpdated', {
          product: text(d.product),
          available: d.isAvailable === true,
        });
      case 'product.created':
        return t('audit.actions.productCreated', {
          product: text(d.product),
          price: money(d.price),
        });
      case 'product.price_changed':
        return t('audit.actions.priceChanged', {
          product: text(d.product),
          from: money(d.from),
          to: money(d.to),
          discount:
            d.discountFrom === d.discountTo
              ? ''
              : `%${text(d.discountFrom)} → %${text(d.discountTo)}`,
        });
      case 'product.renamed':
        return t('audit.actions.productRenamed', { from: text(d.from), to: text(d.to) });
      case 'product.deleted':
        return t('audit.actions.productDeleted', { product: text(d.product) });
      case 'category.created':
        return t('audit.actions.categoryCreated', { category: text(d.category) });
      case 'table.created':
        return t('audit.actions.tableCreated', { table: text(d.table) });
      case 'table.cleared':
        return t('audit.actions.tableCleared', { table: text(d.table) });
      case 'table.moved':
        return t('audit.actions.tableMoved', {
          from: text(d.from),
          to: text(d.to),
          orders: text(d.orders),
        });
      case 'table.merged':
        return t('audit.actions.tableMerged', {
          from: text(d.from),
          to: text(d.to),
          orders: text(d.orders),
        });
      case 'items.moved':
        return t('audit.actions.itemsMoved', {
          units: text(d.units),
          from: text(d.fromOrder),
          to: text(d.toOrder),
          table: text(d.table),
        });
      case 'order.taken':
        return t('audit.actions.orderTaken', {
          table: text(d.table),
          orders: text(d.orderNumbers),
        });
      case 'course.fired':
        return t('audit.actions.courseFired', { table: text(d.table), course: text(d.course) });
      case 'day.opened':
        return t('audit.actions.dayOpened', { float: money(d.openingFloat) });
      case 'day.closed':
        return t('audit.actions.dayClosed', {
          gross: money(d.gross),
          counted: money(d.countedCash),
          overShort: money(d.overShort),
        });
      case 'tips.signed':
        return t('audit.actions.tipsSigned', { day: text(d.day), total: money(d.total) });
      case 'fiscal.completed':
        return t('audit.actions.fiscalCompleted', {
          number: text(d.receiptNumber),
          amount: money(d.amount),
        });
      case 'fiscal.z_entered':
        return t('audit.actions.fiscalZEntered', { z: text(d.zNumber), total: money(d.total) });
      case 'fiscal.differences_accepted':
        return t('audit.actions.fiscalDifferencesAccepted', {
          count: text(d.count),
          summary: text(d.summary),
        });
      case 'discount.given':
      case 'discount.removed': {
        const what = `${d.kind === 'percent' ? `%${text(d.value)}` : money(d.value)}${d.item ? ` (${text(d.item)})` : ''}`;
        const id =
          event.action === 'discount.given'
            ? 'audit.actions.discountGiven'
            : 'audit.actions.discountRemoved';
        return t(id, {
          order: text(d.orderNumber),
          what,
          amount: money(d.amount),
          reason: text(d.reason),
        });
      }
      case 'table.code_reissued':
        return t('audit.actions.codeReissued', { table: text(d.table) });
      case 'staff.invited':
        return t('audit.actions.invited', {
          name: text(d.name),
          email: text(d.email),
          role: role(d.role),
        });
      case 'staff.role_changed':
        return t('audit.actions.roleChanged', {
          name: text(d.name),
          from: role(d.from),
          to: role(d.to),
        });
      case 'staff.password_link':
        return t('audit.actions.passwordLink', { name: text(d.name) });
      case 'staff.deactivated':
        return t('audit.actions.deactivated', { name: text(d.name) });
      case 'order.walked_out':
        return t('audit.actions.walkedOut', {
          order: Number(d.orderNumber),
          left: money(d.left),
          reason: text(d.reason),
        });
      case 'order.on_account':
        return t('audit.actions.onAccount', {
          order: Number(d.orderNumber),
          left: money(d.left),
          customer: text(d.customer),
        });
      case 'staff.approval_pin_set':
        return t('audit.actions.approvalPinSet', { name: text(d.name) });
      case 'settings.updated':
        return t('audit.actions.settings', {
          section: t.lookup(`settings.sections.${text(d.section)}`) ?? text(d.section),
          detail: settingsDetail(d),
        });
    }
  };
  /** What changed, in a few words: "Nakit, Kredi kartı", "10 / 20 dk", "Servis %10". */
  const settingsDetail = (d: AuditEvent['details']): string => {
    switch (d.section) {
      case 'payment':
        return text(d.methods)
          .split(', ')
          .map((key) => method(key))
          .join(', ');
      case 'tax':
        return d.includedInPrice === true ? t('settings.tax.included') : t('settings.tax.added');
      case 'board':
        return `${text(d.amberMinutes)} / ${text(d.redMinutes)} dk`;
      case 'serviceCharge':
        return `${text(d.name)} ${d.calculation === 'percentage' ? `%${text(d.value)}` : money(d.value)}${d.active === false ? ` (${t('settings.off')})` : ''}`;
      case 'campaign':
        return `${text(d.name)}${d.code ? ` (${text(d.code)})` : ''}${d.active === false ? ` (${t('settings.off')})` : ''}`;
      case 'stations':
        return text(d.changes);
      case 'hours':
        return text(d.hours);
      case 'corrections':
        return money(d.approvalLimit);
      case 'reasons':
        return text(d.reasons);
      case 'fiscal':
        return t.lookup(`fiscal.adapters.${text(d.adapter)}`) ?? text(d.adapter);
      default:
        return text(d.name);
    }
  };
  return (
    <main className="audit" aria-labelledby="audit-title">
      <h1 id="audit-title">{t('audit.title')}</h1>
      {audit.isPending && <p role="status">{t('audit.loading')}</p>}
      <FormError error={audit.error} />
      {audit.isSuccess && events.length === 0 && <p className="empty">{t('audit.empty')}</p>}
      <ol className="audit-list" aria-label={t('audit.title')}>
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
          {t('audit.more')}
        </button>
      )}
    </main>
  );
}
