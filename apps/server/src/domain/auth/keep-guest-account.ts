import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { getUser } from '../users/get-user.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { issueSession, type Session } from './issue-session.ts';
import { sendVerificationEmail } from './send-verification-email.ts';

/**
 * A guest keeps the account it ordered with (docs/decisions/036-guest-ordering.md): the same
 * row gets a name, an e-mail and a password and stops being a guest, so its orders, bills and
 * ratings stay its own. Only a guest can do it (an account with an e-mail keeps it: 409), a
 * taken e-mail answers 409 as registration does. The guest's sessions end (their tokens still
 * say guest) and a new one is issued; the address-verification link is sent as on registration.
 */
export async function keepGuestAccount({
  db,
  config,
  userId,
  input,
  userAgent,
  language = 'tr',
  now,
}: {
  db: Db;
  config: Config;
  userId: string;
  input: { name: string; email: string; password: string };
  userAgent?: string | undefined;
  /** The request's language: the verification e-mail's (ADR 046). */
  language?: RequestLanguage;
  now: Date;
}): Promise<{ session: Session; endedSessions: string[] }> {
  const passwordHash = await hashPassword(input.password);
  let kept;
  try {
    // `is_guest = true` in the same statement: two taps, or a second device, convert it once.
    [kept] = await db
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        passwordHash,
        isGuest: false,
        emailVerifiedAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, userId), eq(users.isGuest, true)))
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key') throw refuse(409, 'EMAIL_TAKEN');
    throw error;
  }
  if (!kept) {
    await getUser({ db, userId }); // 401 when the account is gone
    throw refuse(409, 'NOT_A_GUEST');
  }
  await sendVerificationEmail({
    db,
    config,
    user: { id: kept.id, name: kept.name, email: input.email },
    language,
  });
  const endedSessions = await endUserSessions({ db, userId });
  const session = await issueSession({ db, config, user: kept, userAgent, now });
  return { session, endedSessions };
}
