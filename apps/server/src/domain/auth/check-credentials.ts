import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { checkLoginRate } from './check-login-rate.ts';

// A real argon2id hash of nothing anyone knows: an account without a usable password is checked
// against it, so it costs the same time as a wrong password and the two cannot be told apart
// (000 §8.1).
let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`));

/**
 * The password check of every sign-in, customer or staff: the rate limit first (checkLoginRate,
 * keyed by `rateKey`), then the account `find` returns checked against the password. An unknown
 * account, one without a password (social sign-in only), a disabled one and a wrong password
 * all do the same work and answer the same 401. The attempt's outcome is recorded either way.
 */
export async function checkCredentials<Account>({
  db,
  rateKey,
  ip,
  password,
  find,
}: {
  db: Db;
  rateKey: string;
  ip: string;
  password: string;
  find: () => Promise<
    { account: Account; passwordHash: string | null; enabled: boolean } | undefined
  >;
}): Promise<Account> {
  const attemptId = await checkLoginRate({ db, emailKey: rateKey, ip });
  const found = await find();
  const matches = await verifyPassword(found?.passwordHash ?? (await getDecoyHash()), password);
  const valid = matches && Boolean(found?.passwordHash) && found?.enabled === true;
  await db
    .update(loginAttempts)
    .set({ outcome: valid ? 'succeeded' : 'failed' })
    .where(eq(loginAttempts.id, attemptId));
  if (!found || !valid) throw refuse(401, 'INVALID_CREDENTIALS');
  return found.account;
}
