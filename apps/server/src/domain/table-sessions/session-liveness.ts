import { UNSERVED_STATUSES } from '@masa/core/orders/order-status';
import {
  SESSION_IDLE_MINUTES,
  SETTLED_SITTING_MINUTES,
} from '@masa/core/tables/table-session.schemas';
import { sql, type SQL } from 'drizzle-orm';

/**
 * When a sitting is over (ADR 042, ADR 059): the staff cleared the table (status 'closed'), or
 * the service owes it nothing (no order of it unpaid, none paid and still unserved) and nothing
 * happened in it for SESSION_IDLE_MINUTES, or only SETTLED_SITTING_MINUTES once it is settled
 * (an order of it paid, every order paid or cancelled, and served). An idle sitting is closed
 * by the next join of its table; until then every read treats it as over through these
 * predicates, all built from the one SQL below.
 */
export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60_000;
const SETTLED_MS = SETTLED_SITTING_MINUTES * 60_000;

/** The moment before which a sitting's last activity makes it idle (raw queries' parameter). */
export const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS);

const UNSERVED = UNSERVED_STATUSES.map((status) => `'${status}'`).join(', ');

/** SQL: an order of the sitting `alias` is still in service (core isOrderActive, ADR 054). */
const inServiceSql = (alias: string) =>
  `exists (select 1 from orders o where o.table_session_id = ${alias}.id and not o.is_cancelled
    and ((not o.is_paid and o.walked_out_at is null and o.open_account_id is null)
      or o.status in (${UNSERVED})))`;

/** SQL: an order of the sitting `alias` is paid (settled, when none is in service). */
const anyPaidSql = (alias: string) =>
  `exists (select 1 from orders o where o.table_session_id = ${alias}.id
    and (o.is_paid or o.walked_out_at is not null or o.open_account_id is not null)
    and not o.is_cancelled)`;

/**
 * SQL: the sitting `alias` still lasts, where `idle` is idleSince(now). A settled sitting's
 * last activity counts for SETTLED_SITTING_MINUTES, not SESSION_IDLE_MINUTES: it is moved back
 * by the difference before the comparison.
 */
const livePrefix = (alias: string) =>
  `${alias}.status = 'active' and (${inServiceSql(alias)} or ${alias}.last_activity_at
    - case when ${anyPaidSql(alias)} then interval '${SESSION_IDLE_MINUTES - SETTLED_SITTING_MINUTES} minutes'
      else interval '0 minutes' end >`;

export const sittingLiveSql = (alias: string, idle: string) => `(${livePrefix(alias)} ${idle}))`;

const TABLE = '"table_sessions"';

/** A condition on table_sessions: the sitting still lasts at `now`. */
export function sessionIsLive(now: Date): SQL {
  // As an ISO string, the way drizzle sends a timestamp column's value.
  return sql`(${sql.raw(livePrefix(TABLE))} ${idleSince(now).toISOString()}))`;
}

/** A sitting's service state, selected with the row for isSessionLive and sessionIdleAt. */
export const sessionService = {
  inService: sql<boolean>`${sql.raw(inServiceSql(TABLE))}`,
  anyPaid: sql<boolean>`${sql.raw(anyPaidSql(TABLE))}`,
};
export type SessionService = { inService: boolean; anyPaid: boolean };

/** When a sitting the service owes nothing goes (or went) idle. */
export function sessionIdleAt(session: { lastActivityAt: Date }, service: SessionService): Date {
  const quiet = service.anyPaid ? SETTLED_MS : SESSION_IDLE_MS;
  return new Date(session.lastActivityAt.getTime() + quiet);
}

/** The same as sessionIsLive in JavaScript, for a row read with its sessionService. */
export function isSessionLive(
  session: { status: string; lastActivityAt: Date },
  service: SessionService,
  now: Date,
): boolean {
  if (session.status !== 'active') return false;
  return service.inService || sessionIdleAt(session, service).getTime() > now.getTime();
}
