import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loginAttempts, users } from '../../db/schema/index.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { AUTH_MESSAGES } from './auth-messages.ts';
import { checkLoginRate } from './check-login-rate.ts';
import { issueSession, type Session } from './issue-session.ts';

// A real argon2id hash of nothing anyone knows: an unknown e-mail is checked against it, so it
// costs the same time as a wrong password and the two cannot be told apart (000 §8.1).
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`));

/**
 * E-mail and password sign-in. Unknown e-mail, social-only account and wrong password all
 * answer the same 401 after the same work; the rate limit applies before any of it.
 */
export async function loginCustomer({
  db,
  config,
  email,
  password,
  ip,
  userAgent,
}: {
  db: Db;
  config: Config;
  email: string;
  password: string;
  ip: string;
  userAgent?: string | undefined;
}): Promise<Session> {
  const emailKey = email.trim().toLowerCase();
  const attemptId = await checkLoginRate({ db, emailKey, ip });
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${emailKey}`);
  const storedHash = user?.passwordHash ?? (await getDecoyHash());
  const valid = (await verifyPassword(storedHash, password)) && Boolean(user?.passwordHash);
  await db
    .update(loginAttempts)
    .set({ outcome: valid ? 'succeeded' : 'failed' })
    .where(eq(loginAttempts.id, attemptId));
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  return issueSession({ db, config, user, userAgent });
}
