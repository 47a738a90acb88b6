import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';

const t = texts('profile');

const ROWS = [
  { to: '/profile/notifications', label: 'notificationPrefs' },
  { to: '/profile/payment', label: 'paymentMethods' },
  { to: '/help', label: 'help' },
] as const;

/** The 'Ayarlar' section of 000 §2.8. */
export function ProfileSettings() {
  return (
    <section className="card profile-settings" aria-labelledby="profile-settings-title">
      <h2 id="profile-settings-title" className="profile-settings__title">
        {t('profile.settings')}
      </h2>
      <ul className="profile-settings__list">
        {ROWS.map((row) => (
          <li key={row.to}>
            <Link to={row.to} className="profile-settings__row">
              <span>{t(`profile.${row.label}`)}</span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
