import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { newestFirst } from '../../db/newest-first.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { phoneVerifications, users } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { safeEqual } from '../../lib/secret-token.ts';
import { createUser } from '../users/create-user.ts';
import { issueSession, type Session } from './issue-session.ts';
import { normalizePhone } from './normalize-phone.ts';
import { phoneCodeHash } from './request-phone-code.ts';

export const PHONE_CODE_MAX_ATTEMPTS = 5;

type Input = {
  phone: string;
  code: string;
  name: string;
  password: string;
  inviteCode?: string | undefined;
};

/**
 * Creates an account from a phone number proven by the latest code sent to it. A wrong code
 * counts against that code (5 tries, then a new code is needed); a phone that already has a
 * verified account answers 409.
 */
export async function registerByPhone({
  db,
  config,
  input,
  userAgent,
  now,
}: {
  db: Db;
  config: Config;
  input: Input;
  userAgent?: string | undefined;
  now: Date;
}): Promise<Session> {
  const phone = normalizePhone(input.phone);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  if (taken) throw refuse(409, 'PHONE_TAKEN');

  const outcome = await db.transaction(async (tx) => {
    const [code] = await tx
      .select()
      .from(phoneVerifications)
      .where(and(eq(phoneVerifications.phone, phone), isNull(phoneVerifications.usedAt)))
      .orderBy(newestFirst(phoneVerifications.createdAt))
      .limit(1)
      .for('update');
    if (!code || code.expiresAt <= now) return 'invalid';
    if (code.attempts >= PHONE_CODE_MAX_ATTEMPTS) return 'locked';
    if (!safeEqual(code.codeHash, phoneCodeHash(config, phone, input.code))) {
      await tx
        .update(phoneVerifications)
        .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
        .where(eq(phoneVerifications.id, code.id));
      return 'wrong';
    }
    await tx
      .update(phoneVerifications)
      .set({ usedAt: now })
      .where(eq(phoneVerifications.id, code.id));
    return 'ok';
  });
  if (outcome === 'invalid') throw refuse(400, 'PHONE_CODE_INVALID');
  if (outcome === 'wrong') throw refuse(400, 'PHONE_CODE_WRONG');
  if (outcome === 'locked') throw refuse(429, 'PHONE_CODE_LOCKED');

  const user = await createUser({
    db,
    inviteCode: input.inviteCode,
    values: {
      name: input.name,
      phone,
      passwordHash: await hashPassword(input.password),
      phoneVerifiedAt: now,
    },
  });
  return issueSession({ db, config, user, userAgent, now });
}
