import { and, eq, min, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  loginAttempts,
  orderMessages,
  orders,
  outboxMessages,
  qrScans,
  refreshTokens,
  tableSessionDiners,
  users,
} from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { uploadFolder } from '../../lib/images/upload-files.ts';
import { verifyPassword } from '../../lib/password.ts';
import { endUserSessions } from '../auth/end-user-sessions.ts';
import { forgetDaysRatedBy } from '../reports/forget-days-rated-by.ts';
import { getUser } from './get-user.ts';

/** How recent a password-less account's sign-in must be to delete it. */
export const FRESH_SIGN_IN_MS = 15 * 60_000;

/** What an anonymised order, table join or message calls the diner: the guest's default. */
const ANONYMOUS = 'Misafir';

/**
 * DELETE /users/me (issue 35 §5, KVKK 6698 art. 7 and 11; docs/decisions/090-…): the account
 * row is deleted, with its reviews, links and codes (their foreign keys cascade); the orders
 * and their payments stay, as the restaurant's books (VUK art. 253), with no name, e-mail or
 * phone, and so do the joins and messages without the name; sessions end at once. An account
 * with a password proves it with the password; one without (Google, Apple) with a sign-in of
 * the last 15 minutes; a guest, whose phone is its only key, with its session.
 */
export async function deleteUserAccount({
  db,
  config,
  userId,
  sessionId,
  password,
}: {
  db: Db;
  config: Config;
  userId: string;
  sessionId: string | undefined;
  password: string | undefined;
}): Promise<{ endedSessions: string[] }> {
  const user = await getUser({ db, userId });
  if (user.passwordHash) {
    if (!password) throw refuse(400, 'PASSWORD_REQUIRED');
    if (!(await verifyPassword(user.passwordHash, password))) throw refuse(400, 'PASSWORD_WRONG');
  } else if (!user.isGuest && !(await signedInRecently({ db, sessionId }))) {
    throw refuse(400, 'FRESH_SIGN_IN_REQUIRED');
  }
  const endedSessions = await db.transaction(async (tx) => {
    await tx
      .update(orders)
      .set({ customerName: ANONYMOUS, customerEmail: null, customerPhone: null })
      .where(eq(orders.userId, userId));
    await tx
      .update(tableSessionDiners)
      .set({ name: ANONYMOUS })
      .where(eq(tableSessionDiners.userId, userId));
    await tx
      .update(orderMessages)
      .set({ sentByName: ANONYMOUS })
      .where(eq(orderMessages.sentByUserId, userId));
    await tx.update(qrScans).set({ userAgent: null }).where(eq(qrScans.userId, userId));
    const ended = await endUserSessions({ db: tx, userId });
    await tx
      .update(refreshTokens)
      .set({ userAgent: null, successorCiphertext: null })
      .where(and(eq(refreshTokens.subjectType, 'customer'), eq(refreshTokens.subjectId, userId)));
    if (user.email) {
      const email = user.email.toLowerCase();
      await tx.delete(loginAttempts).where(eq(loginAttempts.emailKey, email));
      await tx.delete(outboxMessages).where(sql`lower(${outboxMessages.to}) = ${email}`);
    }
    // Reviews, e-mail links and codes go with the row; orders, joins and scans keep a null user.
    // The days a report kept with those ratings are computed again without them (ADR 113).
    await forgetDaysRatedBy({ db: tx, userId });
    await tx.delete(users).where(eq(users.id, userId));
    return ended;
  });
  await uploadFolder(config, 'avatars').remove(userId, [user.avatar]);
  return { endedSessions };
}

/** Whether the session was opened by a sign-in within FRESH_SIGN_IN_MS. */
async function signedInRecently({ db, sessionId }: { db: Db; sessionId: string | undefined }) {
  if (!sessionId) return false;
  const [row] = await db
    .select({ since: min(refreshTokens.createdAt) })
    .from(refreshTokens)
    .where(eq(refreshTokens.familyId, sessionId));
  return !!row?.since && Date.now() - row.since.getTime() < FRESH_SIGN_IN_MS;
}
