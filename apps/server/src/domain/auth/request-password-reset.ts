import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { authTokens, users } from '../../db/schema/index.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { sendEmail } from '../outbox/send-email.ts';
import { linkEmail } from './account-emails.ts';
import { createAuthToken } from './create-auth-token.ts';

/**
 * Forgot password: when a (non-guest) account has this e-mail and has proved it, sends a
 * single-use link to the app's /reset-password screen, valid one hour. An address not verified
 * gets nothing: it may be one a stolen session has just written (issue 28, ADR 051). The caller answers the same whether or not an
 * account exists, so the form cannot be used to find out who has one. At most one link a
 * minute per account.
 */
export async function requestPasswordReset({
  db,
  config,
  email,
  language = 'tr',
}: {
  db: Db;
  config: Config;
  email: string;
  /** The language the reset was asked in (ADR 046). */
  language?: RequestLanguage;
}): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      isGuest: users.isGuest,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  if (!user?.email || user.isGuest || !user.verifiedAt) return;
  // One link a minute per account, so the form cannot be used to flood someone's inbox.
  const [recent] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(
      and(
        eq(authTokens.userId, user.id),
        eq(authTokens.purpose, 'reset_password'),
        gt(authTokens.createdAt, new Date(Date.now() - 60_000)),
      ),
    );
  if (recent) return;
  const token = await createAuthToken({
    db,
    purpose: 'reset_password',
    userId: user.id,
    email: user.email,
  });
  const link = `${config.publicUrl}/customerapp/reset-password?token=${encodeURIComponent(token)}`;
  const { subject, text, html } = linkEmail('reset', language, { name: user.name, link });
  await sendEmail({
    db,
    config,
    email: { to: user.email, subject, text, html },
  });
}
