import type { ProfileUpdate } from '@masa/core/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { emailChangedEmail } from '../auth/account-emails.ts';
import { users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/password.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { endUserSessions } from '../auth/end-user-sessions.ts';
import { sendVerificationEmail } from '../auth/send-verification-email.ts';
import { sendEmail } from '../outbox/send-email.ts';
import { checkEmailChangeCode } from './email-change-code.ts';
import { getUser } from './get-user.ts';
import type { UserRow } from './public-user.ts';

/**
 * PUT /users/updatedetails (000 §4.5, §7.2): changes the fields that came (absent ones stay),
 * an empty phone clears it, an address replaces the whole address. A new e-mail is unverified
 * until its link is followed, and the link is sent to it; an e-mail taken by another account
 * answers 409. Changing the e-mail of an account with a password asks for that password, tells
 * the old address, and ends every other session of the account: a stolen access token alone
 * cannot take the account over (docs/decisions/010-sessions-end-at-once.md). A password-less
 * (Google or Apple) account proves it with the code sent to its current address instead
 * (issue 28, docs/decisions/051-…).
 */
export async function updateUserDetails({
  db,
  config,
  userId,
  sessionId,
  changes,
  currentPassword,
  emailCode,
  language = 'tr',
}: {
  db: Db;
  config: Config;
  userId: string;
  /** The session making the change: it stays signed in, every other one ends. */
  sessionId?: string | undefined;
  changes: Partial<ProfileUpdate>;
  currentPassword?: string | undefined;
  /** The code of POST /users/email-change-code, for an account without a password. */
  emailCode?: string | undefined;
  /** The request's language: the e-mails' (ADR 046). */
  language?: RequestLanguage;
}): Promise<{ user: UserRow; endedSessions: string[] }> {
  const current = await getUser({ db, userId });
  const emailChanged =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email?.toLowerCase();
  if (emailChanged && current.passwordHash) {
    if (!currentPassword) throw refuse(400, 'CURRENT_PASSWORD_REQUIRED');
    if (!(await verifyPassword(current.passwordHash, currentPassword)))
      throw refuse(400, 'CURRENT_PASSWORD_WRONG');
  } else if (emailChanged && current.email) {
    const newEmail = changes.email ?? '';
    checkEmailChangeCode({ config, userId, currentEmail: current.email, newEmail }, emailCode);
  }
  let updated: UserRow | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.email !== undefined && { email: changes.email }),
        ...(emailChanged && { emailVerifiedAt: null }),
        ...(changes.phone !== undefined && { phone: changes.phone || null }),
        ...(changes.address !== undefined && { address: changes.address }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key') throw refuse(409, 'EMAIL_TAKEN');
    throw error;
  }
  if (!updated) return { user: await getUser({ db, userId }), endedSessions: [] };
  if (!emailChanged) return { user: updated, endedSessions: [] };
  if (updated.email) {
    await sendVerificationEmail({
      db,
      config,
      user: { id: updated.id, name: updated.name, email: updated.email },
      language,
    });
  }
  if (current.email) {
    await sendEmail({
      db,
      config,
      email: {
        to: current.email,
        ...emailChangedEmail(language, { name: current.name, email: updated.email ?? '' }),
      },
    });
  }
  const endedSessions = await endUserSessions({ db, userId, keep: sessionId });
  return { user: updated, endedSessions };
}
