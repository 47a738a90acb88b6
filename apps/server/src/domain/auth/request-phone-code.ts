import { randomInt } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { phoneVerifications } from '../../db/schema/index.ts';
import { refuse } from '../../lib/app-error.ts';
import { keyedHash } from '../../lib/secret-token.ts';
import { sendSms } from '../outbox/send-sms.ts';
import { normalizePhone } from './normalize-phone.ts';

export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_INTERVAL_MS = 60_000;

export const phoneCodeHash = (config: Config, phone: string, code: string) =>
  keyedHash(config.jwtSecret, `phone-code:${phone}:${code}`);

/**
 * Sends a 6-digit code by SMS (through the outbox) for phone registration. The code is stored
 * as a keyed hash (six digits would fall to a plain hash at once), lives 10 minutes, and one
 * phone gets at most one code a minute (429), so the endpoint cannot be used to flood a phone.
 */
export async function requestPhoneCode({
  db,
  config,
  phone,
}: {
  db: Db;
  config: Config;
  phone: string;
}) {
  const canonical = normalizePhone(phone);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Serializes requests for one phone, so two at once cannot both pass the interval check.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${canonical}`}))`);
    const [recent] = await tx
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(
        and(
          eq(phoneVerifications.phone, canonical),
          gt(phoneVerifications.createdAt, new Date(Date.now() - PHONE_CODE_INTERVAL_MS)),
        ),
      );
    if (recent) {
      const freeAt = recent.createdAt.getTime() + PHONE_CODE_INTERVAL_MS;
      throw refuse(
        429,
        'PHONE_CODE_TOO_SOON',
        {},
        {
          retryAfterSeconds: Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)),
        },
      );
    }
    await tx.insert(phoneVerifications).values({
      phone: canonical,
      codeHash: phoneCodeHash(config, canonical, code),
      expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MS),
    });
  });
  await sendSms({
    db,
    to: canonical,
    text: `Masa doğrulama kodunuz: ${code}. Kod 10 dakika geçerlidir; kimseyle paylaşmayın.`,
  });
}
