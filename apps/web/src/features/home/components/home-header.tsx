import { Link } from 'react-router';
import { LanguageToggle } from '../../../components/ui/language-toggle.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { guestNumberOf } from '../../../lib/diner-label.ts';
import './home-header.css';

const t = texts('app', 'home', 'nav');

/**
 * The home header (000 §2.4): logo and title, then a greeting with the first name and the
 * avatar linking to /profile, or 'Giriş Yap' linking to /login. A guest has no name to greet:
 * 'Misafir' is a label, never a name (issue 30), so the greeting goes without one. On a narrow
 * phone the greeting gives way, never the title: 'Masa' reads whole at 360 px (issue 30).
 */
export function HomeHeader() {
  const { isLoggedIn, user } = useAuth();
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  const guest = guestNumberOf({ name }) !== null;
  const firstName = guest ? '' : (name.split(/\s+/)[0] ?? '');

  return (
    <header className="page-header">
      <img
        className="home-header__logo"
        src={`${import.meta.env.BASE_URL}favicon.svg`}
        alt=""
        width={32}
        height={32}
      />
      <h1 className="page-header__title home-header__title">{t('home.title')}</h1>
      <div className="page-header__actions">
        <LanguageToggle />
        {isLoggedIn ? (
          <Link to="/profile" className="home-greeting">
            <UserAvatar
              name={guest ? t('app.guest') : name || t('nav.profile')}
              avatar={user?.avatar}
              size={32}
            />
            <span>
              {firstName
                ? t('home.greeting', { firstName })
                : guest
                  ? t('home.greetingGuest')
                  : t('nav.profile')}
            </span>
          </Link>
        ) : (
          <Link to="/login" className="button button--on-primary">
            {t('home.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
