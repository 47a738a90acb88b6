import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { businesses, loginAttempts, refreshTokens, staffAccounts } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { AUTH_MESSAGES } from '../auth/auth-messages.ts';
import { checkLoginRate } from '../auth/check-login-rate.ts';
import type { StaffSession } from './staff-session.ts';

let decoyHash: Promise<string> | undefined;
const getDecoyHash = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`));

/**
 * Staff sign-in (DESIGN.md decision 1) with the customers' safeguards: the same rate limit
 * (attempts are keyed `staff:<email>`), the same answer and work for an unknown e-mail, a
 * disabled account and a wrong password. A session is an access token with `typ: staff` and
 * the business id, and a refresh token of subject type staff that POST /auth/refresh-token
 * rotates like a customer's.
 */
export async function loginStaff({
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
}): Promise<StaffSession> {
  const emailKey = email.trim().toLowerCase();
  const attemptId = await checkLoginRate({ db, emailKey: `staff:${emailKey}`, ip });
  const [row] = await db
    .select({ staff: staffAccounts, businessName: businesses.name })
    .from(staffAccounts)
    .innerJoin(businesses, eq(businesses.id, staffAccounts.businessId))
    .where(sql`lower(${staffAccounts.email}) = ${emailKey}`);
  const valid =
    (await verifyPassword(row?.staff.passwordHash ?? (await getDecoyHash()), password)) &&
    row?.staff.active === true;
  await db
    .update(loginAttempts)
    .set({ outcome: valid ? 'succeeded' : 'failed' })
    .where(eq(loginAttempts.id, attemptId));
  if (!row || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');

  const { staff } = row;
  const refreshToken = newSecretToken();
  await db.insert(refreshTokens).values({
    subjectType: 'staff',
    subjectId: staff.id,
    familyId: newId(),
    tokenHash: hashSecretToken(refreshToken),
    expiresAt: new Date(Date.now() + config.refreshTokenTtlSeconds * 1000),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  await db
    .update(staffAccounts)
    .set({ lastLoginAt: new Date() })
    .where(eq(staffAccounts.id, staff.id));
  const token = await signAccessToken(
    { kind: 'staff', staffId: staff.id, businessId: staff.businessId, role: staff.role },
    { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds },
  );
  return {
    token,
    refreshToken,
    staff: {
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
      businessId: staff.businessId,
      businessName: row.businessName,
    },
  };
}
