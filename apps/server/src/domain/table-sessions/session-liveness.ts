import { SESSION_IDLE_MINUTES } from '@masa/core/tables/table-session.schemas';
import { and, eq, gt, or, sql, type SQL } from 'drizzle-orm';
import { tableSessions } from '../../db/schema/index.ts';

/**
 * When a sitting is over (ADR 042): the staff cleared the table (status 'closed'), or nothing
 * is owed in it (no order of it is open) and nothing happened in it for SESSION_IDLE_MINUTES.
 * An idle sitting is closed by the next join of its table; until then every read treats it as
 * over through these predicates.
 */
export const SESSION_IDLE_MS = SESSION_IDLE_MINUTES * 60_000;

/** The moment before which a sitting's last activity makes it idle. */
export const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS);

/**
 * Whether the session has an open order. Written out in SQL with the table's name: drizzle
 * leaves column names unqualified in a single-table select, which the correlated subquery
 * would read as the order's own columns.
 */
export const sessionHasOpenOrder = sql<boolean>`exists (select 1 from orders o where o.table_session_id = "table_sessions"."id" and not o.is_paid and not o.is_cancelled)`;

/** A condition on table_sessions: the sitting still lasts at `now`. */
export function sessionIsLive(now: Date): SQL {
  return and(
    eq(tableSessions.status, 'active'),
    or(gt(tableSessions.lastActivityAt, idleSince(now)), sessionHasOpenOrder),
  )!;
}

/** The same in JavaScript, for a row read with its open-order flag. */
export function isSessionLive(
  session: { status: string; lastActivityAt: Date },
  hasOpenOrder: boolean,
  now: Date,
): boolean {
  if (session.status !== 'active') return false;
  return hasOpenOrder || session.lastActivityAt.getTime() > idleSince(now).getTime();
}
