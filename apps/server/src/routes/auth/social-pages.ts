import type { FastifyReply } from 'fastify';
import { DEMO_CUSTOMER } from '../../db/seed/demo-ids.ts';
import type { Session } from '../../domain/auth/issue-session.ts';
import type { SocialProvider } from '../../domain/auth/verify-provider-id-token.ts';
import { escapeHtml, scriptJson, sendHtmlPage } from '../../lib/html-page.ts';
import { refreshCookie } from '../../lib/refresh-cookie.ts';

const LABEL = { google: 'Google', apple: 'Apple' } as const;
const TYPE = { google: 'GOOGLE', apple: 'APPLE' } as const;

/**
 * The development-mode provider page (ADR 024): pick the demo customer or type a
 * name and e-mail; the form goes to /api/auth/{provider}/dev-callback on this origin.
 */
export function sendDevProviderPage(reply: FastifyReply, provider: SocialProvider) {
  const label = LABEL[provider];
  const action = `/api/auth/${provider}/dev-callback`;
  const demoHref = `${action}?${new URLSearchParams({ email: DEMO_CUSTOMER.email, name: DEMO_CUSTOMER.name })}`;
  return sendHtmlPage(reply, () => ({
    title: `${label} ile giriş (Geliştirme modu)`,
    body: `<h1>${label} ile giriş</h1>
<p><span class="badge">Geliştirme modu</span></p>
<p>Bu sunucuda ${label} istemci kimliği yapılandırılmamış. Gerçek bir ${label} hesabı kullanılmaz: bir kimlik seçin ya da yazın.</p>
<div class="card"><p>Demo müşteri</p>
<a href="${escapeHtml(demoHref)}">${escapeHtml(DEMO_CUSTOMER.name)} (${escapeHtml(DEMO_CUSTOMER.email)}) olarak devam et</a></div>
<form class="card" method="get" action="${action}">
<label for="name">Ad Soyad</label><input id="name" name="name" autocomplete="name" required minlength="2" maxlength="100">
<label for="email">E-posta</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="254">
<button type="submit">${label} ile devam et</button></form>`,
  }));
}

/**
 * The popup's last page (000 §4.1): posts `{ type: 'GOOGLE_AUTH_SUCCESS', user, token }` (or
 * APPLE_…; the refresh token is set as its HttpOnly cookie, ADR 016) to the opener, only to this same origin, then closes. Opened
 * without an opener (the provider dropped it), it stores the session the way the app does
 * (000 §3.2) and opens the app instead. Failures post `*_AUTH_ERROR` with the message.
 */
export function sendSocialResultPage(
  reply: FastifyReply,
  provider: SocialProvider,
  result: { session: Session } | { error: string },
) {
  const label = LABEL[provider];
  const ok = 'session' in result;
  let message: Record<string, unknown>;
  if (ok) {
    // The refresh token goes into its HttpOnly cookie, never into the page (ADR 016).
    const { refreshToken, ...session } = result.session;
    if (refreshToken) {
      reply.header(
        'set-cookie',
        refreshCookie({
          kind: 'customer',
          token: refreshToken,
          maxAgeSeconds: reply.server.config.refreshTokenTtlSeconds,
          https: reply.request.protocol === 'https',
        }),
      );
    }
    message = { type: `${TYPE[provider]}_AUTH_SUCCESS`, ...session };
  } else {
    message = { type: `${TYPE[provider]}_AUTH_ERROR`, message: result.error };
  }
  const text = ok ? `${label} ile giriş tamamlandı. Bu pencere kapanıyor…` : result.error;
  return sendHtmlPage(
    reply,
    () => ({
      title: `${label} ile giriş`,
      body: `<h1>${label} ile giriş</h1><p id="status" class="${ok ? '' : 'error'}" role="status">${escapeHtml(text)}</p>`,
      script: `(function () {
  var message = ${scriptJson(message)};
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
    window.close();
    return;
  }
  if (message.token) {
    var user = JSON.stringify(message.user);
    localStorage.setItem('auth_token', message.token);
    localStorage.setItem('authToken', message.token);
    localStorage.setItem('user_data', user);
    localStorage.setItem('user', user);
    window.location.replace('/customerapp/');
  }
})();`,
    }),
    ok ? 200 : 400,
  );
}
