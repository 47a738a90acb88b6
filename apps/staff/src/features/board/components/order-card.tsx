import { isPartyOverSeats } from '@masa/core/orders/order-limits';
import { NEXT_STATUS } from '@masa/core/orders/order-status';
import type { OrderResponse } from '@masa/core/orders/order-response.schemas';
import { AllergyNote } from '../../../lib/orders/components/allergy-note.tsx';
import { CourseMark } from '../../../lib/orders/components/course-mark.tsx';
import { useI18n } from '../../../i18n/i18n.tsx';
import { useChangeItemStatus, useChangeOrderStatus } from '../../../lib/orders/active-orders.ts';
import { useAgeThresholds } from '../../../lib/orders/board-thresholds.ts';
import { orderAge } from '../../../lib/orders/board-columns.ts';
import { isHeld, workSince } from '../../../lib/orders/held-courses.ts';
import { useReprint } from '../hooks/use-reprint.ts';
import { CardLines } from './card-lines.tsx';

type Badge = 'newest' | 'oldest' | undefined;

/**
 * One order on the board: who, how old, what, and the moves this role may make. The moves stay
 * in view at the foot of the column while any of the card is (issue 29); one that came while the connection was down says so.
 * A staff order says its course and waiter; a held course is dimmed, with no move (issue 31 §4).
 * "Tekrar yazdır" prints its station tickets again (issue 33), the toast saying how it went.
 */
export function OrderCard({
  order,
  now,
  badge,
  arrivedOffline,
  canCancel,
  onCancel,
}: {
  order: OrderResponse;
  now: number;
  badge: Badge;
  arrivedOffline: boolean;
  canCancel: boolean;
  onCancel: (order: OrderResponse) => void;
}) {
  const { t, language } = useI18n();
  const move = useChangeOrderStatus();
  const crossOff = useChangeItemStatus();
  const reprint = useReprint();
  const age = orderAge(workSince(order), now, useAgeThresholds());
  const held = isHeld(order);
  // A held course waits for the waiter's "marş", not for the kitchen (issue 31 §4).
  const next = held ? undefined : NEXT_STATUS[order.status];
  const title = t('board.order', { n: order.orderNumber });
  const headingId = `order-${order.id}`;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Istanbul',
    }).format(new Date(iso));
  const error = move.error ?? crossOff.error;

  return (
    <article
      className={held ? 'card card-held' : `card age-${age.level}`}
      aria-labelledby={headingId}
    >
      <header className="card-head">
        <h3 id={headingId}>
          <span className="card-table">{order.table.name}</span>{' '}
          <span className="card-number">{title}</span>
        </h3>
        <span className="card-age" title={time(order.createdAt)}>
          {t('board.age', { minutes: age.minutes })}
          {age.level === 'late' && <span className="visually-hidden"> {t('board.ageLate')}</span>}
          {age.level === 'warn' && (
            <span className="visually-hidden"> {t('board.ageWaiting')}</span>
          )}
        </span>
      </header>
      <p className="card-meta">
        <span>{t('board.persons', { n: order.personCount })}</span>
        {/* A party larger than its table may order; the waiter brings chairs (ADR 065). */}
        {isPartyOverSeats({ personCount: order.personCount, seats: order.table.seats }) && (
          <span className="badge badge-over-seats">
            {t('board.partyOverSeats', { seats: order.table.seats })}
          </span>
        )}
        {order.scheduledFor && (
          <span className="card-scheduled">
            {t('board.scheduled', { time: time(order.scheduledFor) })}
          </span>
        )}
        {badge && <span className={`badge badge-${badge}`}>{t(`board.${badge}`)}</span>}
        {arrivedOffline && <span className="badge badge-offline">{t('board.arrivedOffline')}</span>}
      </p>
      <CourseMark order={order} />
      <AllergyNote allergens={order.avoidedAllergens} />
      {/* Whoever may cancel may void or give ikram; the server asks for a manager when needed. */}
      <CardLines order={order} crossOff={crossOff} canCorrect={canCancel} />
      {order.notes && (
        <p className="card-note">
          {t('board.orderNote')}: {order.notes}
        </p>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error.message}
        </p>
      )}
      <div className="card-actions">
        {next && (
          <button
            type="button"
            className="primary"
            disabled={move.isPending}
            onClick={() => move.mutate({ orderId: order.id, status: next })}
          >
            {t.lookup(`board.moveTo.${next}`) ?? next}
          </button>
        )}
        {/* A held course has printed nothing yet: it prints when fired (issue 33). */}
        {!held && (
          <button
            type="button"
            disabled={reprint.isPending}
            onClick={() => reprint.mutate(order.id)}
          >
            {t('printers.reprint')}
          </button>
        )}
        {canCancel && (
          <button type="button" className="danger" onClick={() => onCancel(order)}>
            {t('board.cancel')}
          </button>
        )}
      </div>
    </article>
  );
}
