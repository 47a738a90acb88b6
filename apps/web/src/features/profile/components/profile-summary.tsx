import { Link, useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { texts } from '../../../i18n/texts.ts';
import { dinerLabel } from '../../../lib/diner-label.ts';
import type { StoredUser } from '../../../lib/storage.ts';

const t = texts('profile');

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Avatar (or initial) with its edit button, name, e-mail, phone, 'Profili Düzenle' (passing
 * name, e-mail and phone as navigation state) and 'Çıkış Yap' (000 §2.8).
 */
export function ProfileSummary(props: {
  user: StoredUser;
  leaving: boolean;
  onLogout: () => void;
}) {
  const navigate = useNavigate();
  const name = text(props.user.name);
  const email = text(props.user.email);
  const phone = text(props.user.phone);

  return (
    <section className="card profile-summary" aria-labelledby="profile-name">
      <div className="profile-summary__avatar">
        <UserAvatar
          name={name}
          avatar={props.user.avatar}
          size={96}
          label={t('profile.avatarLabel', { name })}
        />
        <Link
          to="/profile/edit"
          state={{ name, email, phone }}
          className="profile-summary__photo-button"
          aria-label={t('profile.changePhoto')}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M4 17.25V20h2.75L17.8 8.94l-2.75-2.75L4 17.25zm16.7-10.2a1 1 0 0 0 0-1.41l-1.34-1.34a1 1 0 0 0-1.41 0l-1.05 1.05 2.75 2.75 1.05-1.05z"
            />
          </svg>
        </Link>
      </div>
      <h2 id="profile-name" className="profile-summary__name">
        {dinerLabel({ name })}
      </h2>
      {email && <p className="profile-summary__line">{email}</p>}
      {phone && <p className="profile-summary__line">{phone}</p>}
      <div className="profile-summary__actions">
        <button
          type="button"
          className="button"
          onClick={() => void navigate('/profile/edit', { state: { name, email, phone } })}
        >
          {t('profile.editButton')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={props.leaving}
          onClick={props.onLogout}
        >
          {props.leaving ? t('profile.loggingOut') : t('profile.logout')}
        </button>
      </div>
    </section>
  );
}
