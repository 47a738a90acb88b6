import { createHmac } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { refuse } from '../../lib/app-error.ts';
import { safeEqual } from '../../lib/secret-token.ts';
import { emailChangeCodeEmail } from '../auth/account-emails.ts';
import { sendEmail } from '../outbox/send-email.ts';
import { getUser } from './get-user.ts';

/** A code belongs to a 15-minute window and is taken in it and the next: 15 to 30 minutes. */
const WINDOW_MS = 15 * 60_000;

type Change = { config: Config; userId: string; currentEmail: string; newEmail: string };

/**
 * The 6-digit code that proves a password-less (Google or Apple) account's owner reads its
 * current address before the e-mail changes (issue 28, docs/decisions/051-…). It is a keyed
 * hash of the account, its current and new address and the time window, so nothing is stored:
 * it works for that one change only, and stops working once the address has changed. Wrong
 * codes are bounded by LIMITS.emailCodeTries.
 */
export function emailChangeCode(change: Change, window = Math.floor(Date.now() / WINDOW_MS)) {
  const value = [change.userId, change.currentEmail, change.newEmail, window]
    .map((part) => String(part).toLowerCase())
    .join('\n');
  const digest = createHmac('sha256', change.config.jwtSecret)
    .update(`email-change:${value}`)
    .digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Throws 400 unless `code` is this change's code of this window or the one before. */
export function checkEmailChangeCode(change: Change, code: string | undefined) {
  if (!code) throw refuse(400, 'EMAIL_CODE_REQUIRED');
  const now = Math.floor(Date.now() / WINDOW_MS);
  if (![now, now - 1].some((window) => safeEqual(emailChangeCode(change, window), code.trim()))) {
    throw refuse(400, 'EMAIL_CODE_WRONG');
  }
}

/**
 * POST /users/email-change-code: e-mails the code to the account's current address. Only a
 * password-less account with an address needs one; an account with a password proves the
 * change with it (400 otherwise).
 */
export async function sendEmailChangeCode({
  db,
  config,
  userId,
  newEmail,
  language = 'tr',
}: {
  db: Db;
  config: Config;
  userId: string;
  newEmail: string;
  language?: RequestLanguage;
}): Promise<void> {
  const user = await getUser({ db, userId });
  if (user.passwordHash || !user.email) {
    throw refuse(400, 'EMAIL_CODE_NOT_NEEDED');
  }
  const code = emailChangeCode({ config, userId, currentEmail: user.email, newEmail });
  await sendEmail({
    db,
    config,
    email: {
      to: user.email,
      ...emailChangeCodeEmail(language, { name: user.name, email: newEmail, code }),
    },
  });
}
