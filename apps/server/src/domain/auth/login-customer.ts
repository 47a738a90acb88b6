import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { checkCredentials } from './check-credentials.ts';
import { issueSession, type Session } from './issue-session.ts';
import type { PasswordSignIn } from './password-sign-in.ts';

/**
 * E-mail and password sign-in. Unknown e-mail, social-only account and wrong password all
 * answer the same 401 after the same work; the rate limit applies before any of it
 * (checkCredentials).
 */
export async function loginCustomer({
  db,
  email,
  password,
  ip,
  ...session
}: PasswordSignIn): Promise<Session> {
  const emailKey = email.trim().toLowerCase();
  const user = await checkCredentials({
    db,
    rateKey: emailKey,
    ip,
    password,
    find: async () => {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${emailKey}`);
      return row && { account: row, passwordHash: row.passwordHash, enabled: true };
    },
  });
  return issueSession({ db, user, ...session });
}
