import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../lib/db-tx.ts';

/** Revokes every refresh token of a customer (a password reset ends every session). */
export async function endUserSessions({ db, userId }: { db: DbOrTx; userId: string }) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.subjectType, 'customer'),
        eq(refreshTokens.subjectId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
