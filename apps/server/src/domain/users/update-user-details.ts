import type { ProfileUpdate } from '@masa/core/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import { EMAIL_TAKEN } from '../auth/auth-messages.ts';
import { sendVerificationEmail } from '../auth/send-verification-email.ts';
import { getUser } from './get-user.ts';
import type { UserRow } from './public-user.ts';

/**
 * PUT /users/updatedetails (000 §4.5, §7.2): changes the fields that came (absent ones stay),
 * an empty phone clears it, an address replaces the whole address. A new e-mail is unverified
 * until its link is followed, and the link is sent to it; an e-mail taken by another account
 * answers 409.
 */
export async function updateUserDetails({
  db,
  config,
  userId,
  changes,
}: {
  db: Db;
  config: Config;
  userId: string;
  changes: Partial<ProfileUpdate>;
}): Promise<UserRow> {
  const current = await getUser({ db, userId });
  const emailChanged =
    changes.email !== undefined && changes.email.toLowerCase() !== current.email?.toLowerCase();
  let updated: UserRow | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.email !== undefined && { email: changes.email }),
        ...(emailChanged && { emailVerifiedAt: null }),
        ...(changes.phone !== undefined && { phone: changes.phone || null }),
        ...(changes.address !== undefined && { address: changes.address }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .returning();
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_lower_key')
      throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
    throw error;
  }
  if (!updated) return getUser({ db, userId });
  if (emailChanged && updated.email) {
    await sendVerificationEmail({
      db,
      config,
      user: { id: updated.id, name: updated.name, email: updated.email },
    });
  }
  return updated;
}
