import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';

/** Failed logins one account may have from one address in the window before that pair is paused. */
export const ACCOUNT_FAILURE_LIMIT = 5;
export const ACCOUNT_WINDOW_MS = 15 * 60_000;
/**
 * Failed logins of one account from all addresses together after which every further attempt
 * for it is slowed down by ACCOUNT_SLOWDOWN_MS: guessing spread over many addresses gets slow,
 * and the owner, whose own address has not failed, still signs in (docs/decisions/011).
 */
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_SLOWDOWN_MS = 1_000;
/**
 * Unsuccessful login attempts one IP address may make per minute, whatever the account.
 * Successful sign-ins do not count: a café's shared Wi-Fi or a test suite signing many people
 * in is not an attack; guessing across many accounts is.
 */
export const IP_ATTEMPT_LIMIT = 20;
export const IP_WINDOW_MS = 60_000;

/**
 * Records a login attempt and refuses it (429) when its IP made too many unsuccessful attempts
 * in the last minute or this account failed too often from this IP in the last 15 minutes
 * (failures before the account's last success do not count); an account failing from many
 * addresses is slowed down, never locked, so an attacker cannot lock its owner out. The attempt is written before counting, so a burst
 * of parallel guesses sees itself and cannot slip through together. Returns the attempt's id,
 * whose outcome the caller records. `ip` is where the attempt comes from: the client address, or
 * `device:<id>` for a staff device the account signed in on before (ADR 050), whose attempts
 * neither count against its address nor meet the address's failures.
 */
export async function checkLoginRate({
  db,
  emailKey,
  ip,
}: {
  db: Db;
  emailKey: string;
  ip: string;
}): Promise<string> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ emailKey, ip })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new Error('login attempt insert returned nothing');
  if (randomInt(100) === 0) {
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, sql`now() - interval '1 day'`));
  }

  const [ipCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.ip, ip),
        ne(loginAttempts.outcome, 'succeeded'),
        gt(loginAttempts.createdAt, since(IP_WINDOW_MS)),
      ),
    );
  if ((ipCount?.n ?? 0) > IP_ATTEMPT_LIMIT) return block(db, attempt.id, 1);

  const lastSuccess = sql`coalesce((select max(s.created_at) from login_attempts s where s.email_key = ${emailKey} and s.outcome = 'succeeded'), '-infinity'::timestamptz)`;
  const failures = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.emailKey, emailKey),
        eq(loginAttempts.ip, ip),
        ne(loginAttempts.id, attempt.id),
        inArray(loginAttempts.outcome, ['pending', 'failed']),
        gt(loginAttempts.createdAt, since(ACCOUNT_WINDOW_MS)),
        gt(loginAttempts.createdAt, lastSuccess),
      ),
    )
    .orderBy(newestFirst(loginAttempts.createdAt))
    .limit(ACCOUNT_FAILURE_LIMIT);
  const oldestCounted = failures[ACCOUNT_FAILURE_LIMIT - 1];
  if (oldestCounted) {
    const freeAt = oldestCounted.createdAt.getTime() + ACCOUNT_WINDOW_MS;
    return block(db, attempt.id, Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000)));
  }
  const [accountFailures] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.emailKey, emailKey),
        ne(loginAttempts.id, attempt.id),
        inArray(loginAttempts.outcome, ['failed', 'blocked']),
        gt(loginAttempts.createdAt, since(ACCOUNT_WINDOW_MS)),
        gt(loginAttempts.createdAt, lastSuccess),
      ),
    );
  if ((accountFailures?.n ?? 0) >= ACCOUNT_SLOWDOWN_AFTER) {
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_SLOWDOWN_MS));
  }
  return attempt.id;
}

const since = (ms: number) => new Date(Date.now() - ms);

async function block(db: Db, attemptId: string, minutes: number): Promise<never> {
  await db.update(loginAttempts).set({ outcome: 'blocked' }).where(eq(loginAttempts.id, attemptId));
  throw refuse(
    429,
    'TOO_MANY_LOGIN_ATTEMPTS',
    { minutes },
    {
      retryAfterSeconds: minutes * 60,
    },
  );
}
