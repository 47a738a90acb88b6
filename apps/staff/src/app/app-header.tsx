import { useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/api-client.ts';
import { type Session, session as sessionStore } from '../lib/session.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import type { View } from './service-shell.tsx';

/**
 * The business, who is signed in (and as what), the screens this role may open with what waits
 * on each, the connection, language and sign-out.
 */
export function AppHeader({
  session,
  connected,
  view,
  onView,
  views,
  counts,
}: {
  session: Session;
  connected: boolean;
  view: View;
  onView: (view: View) => void;
  views: View[];
  counts: Record<View, number>;
}) {
  const { t } = useI18n();
  const client = useQueryClient();
  const signOut = async () => {
    // Ends the session on the server too (its tokens and sockets stop at once, ADR 010); the
    // device forgets it either way, so a failed call never keeps someone signed in here.
    await api.post('/staff/logout', {}).catch(() => undefined);
    await api.post('/auth/refresh-token/end', {}).catch(() => undefined);
    sessionStore.end();
    client.clear();
  };
  return (
    <header className="app-header">
      <div className="brand">
        <strong>{session.staff.businessName}</strong>
        <span>
          {session.staff.name} · {t.roles[session.staff.role]}
        </span>
      </div>
      {views.length > 1 && (
        <nav className="views" aria-label={t.views.label}>
          {views.map((name) => (
            <button
              key={name}
              type="button"
              className={name === view ? 'view view-current' : 'view'}
              aria-current={name === view ? 'page' : undefined}
              onClick={() => onView(name)}
            >
              {t.views[name]}
              {counts[name] > 0 && (
                <span className="view-count" aria-label={t.views.waiting(counts[name])}>
                  {counts[name]}
                </span>
              )}
            </button>
          ))}
        </nav>
      )}
      <span className={`live ${connected ? 'live-on' : 'live-off'}`} role="status">
        {connected ? t.board.live : t.board.offline}
      </span>
      <LanguageSwitch />
      <button type="button" onClick={() => void signOut()}>
        {t.signOut}
      </button>
    </header>
  );
}
