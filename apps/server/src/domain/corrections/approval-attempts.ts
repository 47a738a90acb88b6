import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import type { Tx } from '../../lib/db-tx.ts';

/** Wrong PINs one approver may get in the window before their PIN is refused for its rest. */
export const PIN_FAILURE_LIMIT = 5;
export const PIN_WINDOW_MS = 15 * 60_000;

/**
 * Approval PIN tries are kept with the login attempts (ADR 073), under a key of the approver
 * and an address no login has, so they never count against a sign-in: a 4-digit PIN guessed
 * 5 times per quarter hour takes weeks, and the approver's next right PIN clears the count.
 */
const pinKey = (approverId: string) => `approval-pin:${approverId}`;

export async function checkPinRate({ tx, approverId }: { tx: Tx; approverId: string }) {
  const key = pinKey(approverId);
  const lastSuccess = sql`coalesce((select max(s.created_at) from login_attempts s where s.email_key = ${key} and s.outcome = 'succeeded'), '-infinity'::timestamptz)`;
  const failures = await tx
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.emailKey, key),
        eq(loginAttempts.outcome, 'failed'),
        gt(loginAttempts.createdAt, new Date(Date.now() - PIN_WINDOW_MS)),
        gt(loginAttempts.createdAt, lastSuccess),
      ),
    )
    .orderBy(sql`${loginAttempts.createdAt} desc`)
    .limit(PIN_FAILURE_LIMIT);
  const oldest = failures[PIN_FAILURE_LIMIT - 1];
  if (!oldest) return;
  const seconds = Math.max(
    1,
    Math.ceil((oldest.createdAt.getTime() + PIN_WINDOW_MS - Date.now()) / 1000),
  );
  throw refuse(
    429,
    'TOO_MANY_PIN_ATTEMPTS',
    { minutes: Math.ceil(seconds / 60) },
    {
      retryAfterSeconds: seconds,
    },
  );
}

/** A right PIN, in the correction's transaction: earlier wrong ones stop counting. */
export async function recordPinSuccess({ tx, approverId }: { tx: Tx; approverId: string }) {
  await tx
    .insert(loginAttempts)
    .values({ emailKey: pinKey(approverId), ip: 'approval-pin', outcome: 'succeeded' });
}

/**
 * A wrong PIN, written after the correction's transaction rolled back (plugins/approval-pins.ts
 * sees the refusal), so the count survives the refusal it caused.
 */
export async function recordPinFailure({ db, approverId }: { db: Db; approverId: string }) {
  await db
    .insert(loginAttempts)
    .values({ emailKey: pinKey(approverId), ip: 'approval-pin', outcome: 'failed' });
}
