import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { refreshTokens, staffAccounts, users } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import type { Tx } from '../../lib/db-tx.ts';
import { refuse } from '../../lib/app-error.ts';
import { openSecret, sealSecret } from '../../lib/secret-box.ts';
import { hashSecretToken, newSecretToken, safeEqual } from '../../lib/secret-token.ts';

/** Two tabs refreshing at once both get the same new pair within this window (issue 3). */
export const REFRESH_GRACE_MS = 10_000;

type Pair = { token: string; refreshToken: string };
/** What the grace window keeps: the pair, and the client that rotated (a hash of it). */
type Sealed = Pair & { client: string };
type TokenRow = typeof refreshTokens.$inferSelect;

/**
 * Trades a refresh token for a new access token and a new refresh token of the same family.
 * The row is locked, so concurrent calls with one token queue: the first rotates, the others
 * (within the grace window) get the pair it made, decrypted from `successorCiphertext`, but only
 * when they come from the client that rotated (its address and user agent, issue 28): a thief
 * replaying a token the owner has just rotated gets nothing. A used token presented by another
 * client, or after the window, is a stolen or replayed token: the whole family is revoked and
 * both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken({
  db,
  config,
  refreshToken,
  client,
  endSessions,
  now,
}: {
  db: Db;
  config: Config;
  refreshToken: string;
  /** The calling client (address and user agent): a grace answer goes only to the rotating one. */
  client: string;
  /** Told the session a reused or orphaned token ended (plugins/sessions.ts). */
  endSessions: (sessionIds: string[]) => void;
  now: Date;
}): Promise<Pair> {
  let ended: string | undefined;
  const outcome = await db.transaction(async (tx): Promise<Pair | 'invalid' | 'reused'> => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(refreshToken)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt <= now) return 'invalid';
    if (row.usedAt) {
      const sealed = row.graceUntil && row.graceUntil > now ? row.successorCiphertext : null;
      const opened = sealed ? openSecret(config.jwtSecret, sealed) : undefined;
      const kept = opened ? (JSON.parse(opened) as Sealed) : undefined;
      if (kept && safeEqual(kept.client, hashSecretToken(client))) {
        return { token: kept.token, refreshToken: kept.refreshToken };
      }
      await revokeFamily(tx, row.familyId, now);
      ended = row.familyId;
      return 'reused';
    }
    const token = await signForSubject(tx, config, row, now);
    if (!token) {
      await revokeFamily(tx, row.familyId, now);
      ended = row.familyId;
      return 'invalid';
    }
    const pair = { token, refreshToken: newSecretToken() };
    const [successor] = await tx
      .insert(refreshTokens)
      .values({
        subjectType: row.subjectType,
        subjectId: row.subjectId,
        familyId: row.familyId,
        tokenHash: hashSecretToken(pair.refreshToken),
        expiresAt: row.expiresAt,
        userAgent: row.userAgent,
      })
      .returning({ id: refreshTokens.id });
    await tx
      .update(refreshTokens)
      .set({
        usedAt: now,
        replacedByTokenId: successor?.id ?? null,
        graceUntil: new Date(now.getTime() + REFRESH_GRACE_MS),
        successorCiphertext: sealSecret(
          config.jwtSecret,
          JSON.stringify({ ...pair, client: hashSecretToken(client) } satisfies Sealed),
        ),
      })
      .where(eq(refreshTokens.id, row.id));
    return pair;
  });
  if (ended) endSessions([ended]);
  if (outcome === 'invalid') throw refuse(401, 'REFRESH_TOKEN_INVALID');
  if (outcome === 'reused') throw refuse(401, 'REFRESH_TOKEN_REUSED');
  return outcome;
}

function revokeFamily(tx: Tx, familyId: string, now: Date) {
  return tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** A fresh access token for the family's customer or staff member; undefined when they are gone. */
async function signForSubject(tx: Tx, config: Config, row: TokenRow, now: Date) {
  const options = { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds, now };
  if (row.subjectType === 'staff') {
    const [staff] = await tx
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.id, row.subjectId));
    if (!staff?.active) return undefined;
    return signAccessToken(
      {
        kind: 'staff',
        staffId: staff.id,
        businessId: staff.businessId,
        role: staff.role,
        sessionId: row.familyId,
      },
      options,
    );
  }
  const [user] = await tx.select().from(users).where(eq(users.id, row.subjectId));
  if (!user) return undefined;
  return signAccessToken(
    {
      kind: 'customer',
      userId: user.id,
      role: user.role,
      isGuest: user.isGuest,
      sessionId: row.familyId,
    },
    options,
  );
}
