import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { checkCredentials } from './check-credentials.ts';
import { issueSession, type Session } from './issue-session.ts';

/**
 * E-mail and password sign-in. Unknown e-mail, social-only account and wrong password all
 * answer the same 401 after the same work; the rate limit applies before any of it
 * (checkCredentials).
 */
export async function loginCustomer({
  db,
  config,
  email,
  password,
  ip,
  userAgent,
  now,
}: {
  db: Db;
  config: Config;
  email: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
  now: Date;
}): Promise<Session> {
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
  return issueSession({ db, config, user, userAgent, now });
}
