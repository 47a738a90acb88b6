import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RequestLanguage } from '../../i18n/request-language.ts';
import { sendEmail } from '../outbox/send-email.ts';
import { linkEmail } from './account-emails.ts';
import { createAuthToken } from './create-auth-token.ts';

/**
 * Sends the address-verification link, which opens the app's /verify screen; that screen calls
 * GET /api/auth/verify-email?token=…. Valid 48 hours, single use; in the request's language.
 */
export async function sendVerificationEmail({
  db,
  config,
  user,
  language = 'tr',
}: {
  db: Db;
  config: Config;
  user: { id: string; name: string; email: string };
  /** The language of the request that sends it (ADR 046). */
  language?: RequestLanguage;
}) {
  const token = await createAuthToken({
    db,
    purpose: 'verify_email',
    userId: user.id,
    email: user.email,
  });
  const link = `${config.publicUrl}/customerapp/verify?token=${encodeURIComponent(token)}`;
  const { subject, text, html } = linkEmail('verify', language, { name: user.name, link });
  return sendEmail({
    db,
    config,
    email: { to: user.email, subject, text, html },
  });
}
