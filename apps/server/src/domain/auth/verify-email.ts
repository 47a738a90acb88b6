import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashSecretToken } from '../../lib/secret-token.ts';

/**
 * Verifies the address a link was sent to. A second click on a used link answers "already
 * verified" when the address is still verified, since mail apps and people open links twice.
 * A link for an address the user has since changed verifies nothing.
 */
export async function verifyEmail({
  db,
  token,
}: {
  db: Db;
  token: string;
}): Promise<{ email: string; alreadyVerified: boolean }> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [link] = await tx
      .select()
      .from(authTokens)
      .where(
        and(
          eq(authTokens.tokenHash, hashSecretToken(token)),
          eq(authTokens.purpose, 'verify_email'),
        ),
      )
      .for('update');
    if (!link?.email || link.expiresAt <= now) throw invalid();
    const [user] = await tx
      .select({ emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(and(eq(users.id, link.userId), sql`lower(${users.email}) = lower(${link.email})`));
    if (!user) throw invalid();
    if (link.usedAt) {
      if (user.emailVerifiedAt) return { email: link.email, alreadyVerified: true };
      throw invalid();
    }
    await tx.update(authTokens).set({ usedAt: now }).where(eq(authTokens.id, link.id));
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, link.userId), isNull(users.emailVerifiedAt)));
    return { email: link.email, alreadyVerified: user.emailVerifiedAt !== null };
  });
}

const invalid = () => refuse(400, 'VERIFY_TOKEN_INVALID');
