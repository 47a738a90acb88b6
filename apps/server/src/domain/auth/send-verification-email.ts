import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html-page.ts';
import { sendEmail } from '../outbox/send-email.ts';
import { createAuthToken } from './create-auth-token.ts';

/**
 * Sends the address-verification link, which opens the app's /verify screen; that screen calls
 * GET /api/auth/verify-email?token=…. Valid 48 hours, single use.
 */
export async function sendVerificationEmail({
  db,
  config,
  user,
}: {
  db: Db;
  config: Config;
  user: { id: string; name: string; email: string };
}) {
  const token = await createAuthToken({
    db,
    purpose: 'verify_email',
    userId: user.id,
    email: user.email,
  });
  const link = `${config.publicUrl}/customerapp/verify?token=${encodeURIComponent(token)}`;
  const text = [
    `Merhaba ${user.name},`,
    '',
    'Masa hesabınızın e-posta adresini doğrulamak için bu bağlantıyı açın:',
    link,
    '',
    'Bağlantı 48 saat geçerlidir. Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.',
  ].join('\n');
  const html = `<p>Merhaba ${escapeHtml(user.name)},</p>
<p>Masa hesabınızın e-posta adresini doğrulamak için <a href="${escapeHtml(link)}">buraya tıklayın</a>.</p>
<p>Bağlantı 48 saat geçerlidir. Bu hesabı siz oluşturmadıysanız bu e-postayı yok sayabilirsiniz.</p>`;
  return sendEmail({
    db,
    config,
    email: { to: user.email, subject: 'Masa: e-posta adresinizi doğrulayın', text, html },
  });
}
