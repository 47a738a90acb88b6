import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { uniqueViolation } from '../../lib/pg-errors.ts';
import type { UserRow } from './public-user.ts';

/** 000 §1 and §9: 50 points per invited friend. */
export const INVITE_REWARD_POINTS = 50;

// No 0/O or 1/I/L, so a code read aloud or copied by hand survives.
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newInviteCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

type NewUser = Omit<typeof users.$inferInsert, 'id' | 'inviteCode' | 'invitedByUserId'>;

/**
 * Creates a customer with a fresh, unique invite code. With the invite code of an existing user
 * the newcomer is linked to the inviter and the inviter gets the reward, in the same
 * transaction; the newcomer's `inviteRewardedAt` records that it was paid, so it is paid once.
 * An unknown invite code is ignored (registration matters more than the reward). A taken
 * e-mail answers 409.
 */
export async function createUser({
  db,
  values,
  inviteCode,
}: {
  db: Db;
  values: NewUser;
  inviteCode?: string | undefined;
}): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const code = inviteCode?.trim().toUpperCase();
        const [inviter] = code
          ? await tx
              .select({ id: users.id })
              .from(users)
              .where(eq(users.inviteCode, code))
              .for('update')
          : [];
        const [user] = await tx
          .insert(users)
          .values({
            ...values,
            inviteCode: newInviteCode(),
            invitedByUserId: inviter?.id ?? null,
            inviteRewardedAt: inviter ? new Date() : null,
          })
          .returning();
        if (!user) throw new Error('user insert returned nothing');
        if (inviter) {
          await tx
            .update(users)
            .set({ loyaltyPoints: sql`${users.loyaltyPoints} + ${INVITE_REWARD_POINTS}` })
            .where(eq(users.id, inviter.id));
        }
        return user;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_lower_key') throw refuse(409, 'EMAIL_TAKEN');
      if (constraint === 'users_invite_code_key' && attempt < 5) continue;
      throw error;
    }
  }
}
