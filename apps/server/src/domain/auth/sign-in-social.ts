import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { createUser } from '../users/create-user.ts';
import type { UserRow } from '../users/public-user.ts';
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
}: {
  db: Db;
  config: Config;
  provider: SocialProvider;
  identity: SocialIdentity;
  userAgent?: string | undefined;
}): Promise<Session> {
  const user =
    (await findLinked(db, provider, identity)) ?? (await createLinked(db, provider, identity));
  return issueSession({ db, config, user, userAgent });
}

const subjectColumn = (provider: SocialProvider) =>
  provider === 'google' ? users.googleSubject : users.appleSubject;

async function findLinked(db: Db, provider: SocialProvider, identity: SocialIdentity) {
  const [linked] = await db
    .select()
    .from(users)
    .where(eq(subjectColumn(provider), identity.subject));
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) return undefined;
  const [byEmail] = await db
    .update(users)
    .set({
      [provider === 'google' ? 'googleSubject' : 'appleSubject']: identity.subject,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
    })
    .where(
      and(
        sql`lower(${users.email}) = ${identity.email.toLowerCase()}`,
        isNull(subjectColumn(provider)),
      ),
    )
    .returning();
  return byEmail;
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
    if (existing) return existing;
    throw error;
  }
}
