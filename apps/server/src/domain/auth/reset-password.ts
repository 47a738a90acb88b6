import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';
import { endUserSessions } from './end-user-sessions.ts';

/**
 * Sets a new password from a reset link. An unknown, used or expired link is refused before the
 * password is hashed. The link is taken (marked used) in the same statement that checks it
 * again, so two clicks cannot both use it; every other reset link of the user dies
 * with it, and every session of the user ends.
 */
export async function resetPassword({
  db,
  token,
  password,
}: {
  db: Db;
  token: string;
  password: string;
}): Promise<{ endedSessions: string[] }> {
  const usable = (now: Date) =>
    and(
      eq(authTokens.tokenHash, hashSecretToken(token)),
      eq(authTokens.purpose, 'reset_password'),
      isNull(authTokens.usedAt),
      gt(authTokens.expiresAt, now),
    );
  // The link first: a bad one costs a lookup, not an argon2 hash (issue 28).
  const [link] = await db.select({ id: authTokens.id }).from(authTokens).where(usable(new Date()));
  if (!link) throw refuse(400, 'RESET_TOKEN_INVALID');
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const now = new Date();
    const [taken] = await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(usable(now))
      .returning({ userId: authTokens.userId });
    if (!taken) return false;
    await tx
      .update(authTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(authTokens.userId, taken.userId),
          eq(authTokens.purpose, 'reset_password'),
          isNull(authTokens.usedAt),
        ),
      );
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, taken.userId));
    return endUserSessions({ db: tx, userId: taken.userId });
  });
  if (!done) throw refuse(400, 'RESET_TOKEN_INVALID');
  return { endedSessions: done };
}
