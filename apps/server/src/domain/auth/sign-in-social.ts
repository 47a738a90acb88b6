import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { createUser } from '../users/create-user.ts';
import type { UserRow } from '../users/public-user.ts';
import { endUserSessions } from './end-user-sessions.ts';
import { issueSession, type Session } from './issue-session.ts';
import type { SocialIdentity, SocialProvider } from './verify-provider-id-token.ts';

const DEFAULT_NAMES = { google: 'Google Kullanıcısı', apple: 'Apple Kullanıcısı' } as const;

/**
 * Signs in with a provider identity: the account already linked to that provider subject; else
 * the account with the same e-mail, when the provider vouches for the address (then linked);
 * else a new account. An address the provider has not verified is never stored or matched.
 */
export async function signInSocial({
  db,
  config,
  provider,
  identity,
  userAgent,
  endSessions,
  now,
}: {
  db: Db;
  config: Config;
  provider: SocialProvider;
  identity: SocialIdentity;
  userAgent?: string | undefined;
  /** Told the sessions ended by taking over an unproven account (plugins/sessions.ts). */
  endSessions: (sessionIds: string[]) => void;
  now: Date;
}): Promise<Session> {
  const linked = await findLinked(db, provider, identity);
  if (linked) endSessions(linked.endedSessions);
  const user = linked?.user ?? (await createLinked(db, provider, identity));
  return issueSession({ db, config, user, userAgent, now });
}

const subjectColumn = (provider: SocialProvider) =>
  provider === 'google' ? users.googleSubject : users.appleSubject;

/**
 * The account linked to the provider subject; else the account with the provider's verified
 * e-mail, which is linked now. When that account had never proved its address, whoever set its
 * password may not be its owner (an attacker can register someone else's e-mail first): the
 * provider has just proved the owner, so the unproven password is removed and every session of
 * the account ends (docs/decisions/010-sessions-end-at-once.md).
 */
async function findLinked(
  db: Db,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<{ user: UserRow; endedSessions: string[] } | undefined> {
  const [linked] = await db
    .select()
    .from(users)
    .where(eq(subjectColumn(provider), identity.subject));
  if (linked) return { user: linked, endedSessions: [] };
  if (!identity.email || !identity.emailVerified) return undefined;
  return db.transaction(async (tx) => {
    const [byEmail] = await tx
      .select()
      .from(users)
      .where(
        and(
          sql`lower(${users.email}) = ${identity.email!.toLowerCase()}`,
          isNull(subjectColumn(provider)),
        ),
      )
      .for('update');
    if (!byEmail) return undefined;
    const unproven = byEmail.emailVerifiedAt === null;
    const [user] = await tx
      .update(users)
      .set({
        [provider === 'google' ? 'googleSubject' : 'appleSubject']: identity.subject,
        emailVerifiedAt: byEmail.emailVerifiedAt ?? new Date(),
        ...(unproven && byEmail.passwordHash
          ? { passwordHash: null, passwordChangedAt: new Date() }
          : {}),
      })
      .where(eq(users.id, byEmail.id))
      .returning();
    const endedSessions = unproven ? await endUserSessions({ db: tx, userId: byEmail.id }) : [];
    return user && { user, endedSessions };
  });
}

async function createLinked(
  db: Db,
  provider: SocialProvider,
  identity: SocialIdentity,
): Promise<UserRow> {
  const email = identity.emailVerified ? identity.email : undefined;
  try {
    return await createUser({
      db,
      values: {
        name: identity.name?.trim() || email?.split('@')[0] || DEFAULT_NAMES[provider],
        email: email ?? null,
        emailVerifiedAt: email ? new Date() : null,
        [provider === 'google' ? 'googleSubject' : 'appleSubject']: identity.subject,
      },
    });
  } catch (error) {
    // The same person signing in twice at once: the other request created the account.
    const raced =
      uniqueViolation(error) !== undefined || (error as { code?: string }).code === 'EMAIL_TAKEN';
    const existing = raced ? await findLinked(db, provider, identity) : undefined;
    if (existing) return existing.user;
    throw error;
  }
}
