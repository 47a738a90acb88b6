import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { NavLink, matchPath, useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { api } from '../lib/api-client.ts';
import { useWaitingForServer } from '../lib/server-wait.ts';
import { type Session, session as sessionStore } from '../lib/session.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import type { View } from './routes.tsx';
import { useMoreOpen } from './use-more-open.ts';

/**
 * The business, who is signed in (and as what), the screens this role may open with what waits
 * on each, the connection (or the wait for the server's database), language and sign-out. Each screen's tab is a link to its URL
 * (issue 31 §1); on a phone the tabs are a bar along the bottom of the screen (§2), and a role
 * with more screens than fit there keeps its first four in the bar and the rest behind "More".
 */
/** How many tabs a 360 px phone's bar holds with their labels readable: four screens and "More". */
const PHONE_BAR_TABS = 5;

export function AppHeader({
  session,
  connected,
  tabs,
  counts,
}: {
  session: Session;
  connected: boolean;
  tabs: { view: View; path: string }[];
  counts: Partial<Record<View, number>>;
}) {
  const { t } = useI18n();
  const waiting = useWaitingForServer();
  const client = useQueryClient();
  const navigate = useNavigate();
  const many = tabs.length > PHONE_BAR_TABS;
  const views = useRef<HTMLElement>(null);
  const moreButton = useRef<HTMLButtonElement>(null);
  const [moreOpen, setMoreOpen] = useMoreOpen({
    bar: views,
    more: moreButton,
    restStart: PHONE_BAR_TABS - 1,
  });
  // The open screen when it is one of the rest: "More" is drawn as the current tab then (the
  // CSS), and says which screen is open to a screen reader, keeping its name.
  const { pathname } = useLocation();
  const openInRest = many
    ? tabs
        .slice(PHONE_BAR_TABS - 1)
        .find(({ path }) => matchPath({ path, end: path === '/' }, pathname))
    : undefined;
  const openScreenId = useId();
  const signOut = async () => {
    // Ends the session on the server too (its tokens and sockets stop at once, ADR 010); the
    // device forgets it either way, so a failed call never keeps someone signed in here.
    await api.post('/staff/logout', {}).catch(() => undefined);
    await api.post('/auth/refresh-token/end', {}).catch(() => undefined);
    // The next person to sign in here starts on the board, not on this person's screen.
    void navigate('/', { replace: true });
    sessionStore.end();
    client.clear();
  };
  return (
    <header className="app-header">
      <div className="brand">
        <strong>{session.staff.businessName}</strong>
        <span>
          {session.staff.name} · {t(`roles.${session.staff.role}`)}
        </span>
      </div>
      {tabs.length > 1 && (
        <nav
          ref={views}
          className={`views${many ? ' views-many' : ''}${moreOpen ? ' views-open' : ''}`}
          aria-label={t('views.label')}
        >
          {tabs.map(({ view, path }) => (
            // NavLink marks the open screen's tab aria-current="page"; the board is only '/'.
            <NavLink
              key={view}
              to={path}
              end={path === '/'}
              className={({ isActive }) => (isActive ? 'view view-current' : 'view')}
            >
              {t(`views.${view}`)}
              {(counts[view] ?? 0) > 0 && (
                <span
                  className="view-count"
                  aria-label={t('views.waiting', { n: counts[view] ?? 0 })}
                >
                  {counts[view]}
                </span>
              )}
            </NavLink>
          ))}
          {/* Only a phone shows it (the CSS); a tablet has room for every tab. */}
          {many && (
            <button
              type="button"
              ref={moreButton}
              className="view view-more"
              aria-expanded={moreOpen}
              aria-describedby={openInRest ? openScreenId : undefined}
              onClick={() => setMoreOpen((open) => !open)}
            >
              {t('views.more')}
            </button>
          )}
          {openInRest && (
            <span id={openScreenId} className="visually-hidden">
              {t('views.openScreen', { screen: t(`views.${openInRest.view}`) })}
            </span>
          )}
        </nav>
      )}
      <span className={`live ${connected && !waiting ? 'live-on' : 'live-off'}`} role="status">
        {waiting ? t('board.waitingForServer') : connected ? t('board.live') : t('board.offline')}
      </span>
      <LanguageSwitch />
      <button type="button" onClick={() => void signOut()}>
        {t('signOut')}
      </button>
    </header>
  );
}
