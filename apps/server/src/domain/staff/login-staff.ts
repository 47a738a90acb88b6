import { eq, sql } from 'drizzle-orm';
import { businesses, staffAccounts } from '../../db/schema/index.ts';
import { signAccessToken } from '../../lib/access-token.ts';
import { checkCredentials } from '../auth/check-credentials.ts';
import type { PasswordSignIn } from '../auth/password-sign-in.ts';
import { startTokenFamily } from '../auth/start-token-family.ts';
import type { StaffSession } from './staff-session.ts';

/** The key of a staff account's sign-in attempts and known devices. */
export const staffSignInKey = (email: string) => `staff:${email.trim().toLowerCase()}`;

/**
 * Staff sign-in (ADR 019) with the customers' safeguards: the same rate limit
 * (attempts are keyed `staff:<email>`), the same answer and work for an unknown e-mail, a
 * disabled account and a wrong password. From a device where the account signed in before
 * (`device`, the staff app's known-device cookie) the attempts count for that device instead of
 * the address, so failures of others on the restaurant's Wi-Fi do not pause it (ADR 050). A session is an access token with `typ: staff` and
 * the business id, and a refresh token of subject type staff that POST /auth/refresh-token
 * rotates like a customer's.
 */
export async function loginStaff({
  db,
  email,
  password,
  ip,
  device,
  ...session
}: PasswordSignIn & {
  /** The known device's id, when the request proved this account signed in on it. */
  device?: string | undefined;
}): Promise<StaffSession> {
  const { config, now } = session;
  const emailKey = email.trim().toLowerCase();
  const row = await checkCredentials({
    db,
    rateKey: staffSignInKey(email),
    ip: device ? `device:${device}` : ip,
    password,
    find: async () => {
      const [found] = await db
        .select({ staff: staffAccounts, businessName: businesses.name })
        .from(staffAccounts)
        .innerJoin(businesses, eq(businesses.id, staffAccounts.businessId))
        .where(sql`lower(${staffAccounts.email}) = ${emailKey}`);
      return (
        found && {
          account: found,
          passwordHash: found.staff.passwordHash,
          enabled: found.staff.active,
        }
      );
    },
  });
  const { staff } = row;
  const { refreshToken, familyId } = await startTokenFamily({
    db,
    subjectType: 'staff',
    subjectId: staff.id,
    ...session,
  });
  await db.update(staffAccounts).set({ lastLoginAt: now }).where(eq(staffAccounts.id, staff.id));
  const token = await signAccessToken(
    {
      kind: 'staff',
      staffId: staff.id,
      businessId: staff.businessId,
      role: staff.role,
      sessionId: familyId,
    },
    { secret: config.jwtSecret, ttlSeconds: config.accessTokenTtlSeconds, now },
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
