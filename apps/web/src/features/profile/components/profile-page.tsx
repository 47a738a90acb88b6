import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { BackIcon } from '../../../components/ui/icons.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { texts } from '../../../i18n/texts.ts';
import { describeFailure } from '../../../lib/api/failure-text.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { KeepAccountOffer } from '../../../lib/auth/components/keep-account-offer.tsx';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { clearBusinessData } from '../utils/clear-business-data.ts';
import { ProfileLanguage } from './profile-language.tsx';
import { ProfilePersonalData } from './profile-personal-data.tsx';
import { ProfileSettings } from './profile-settings.tsx';
import { ProfileSummary } from './profile-summary.tsx';
import { ProfileTiles } from './profile-tiles.tsx';
import '../../../components/profile/profile.css';

const t = texts('profile');

/** /profile (000 §2.8, §4.4): who is signed in, total spend, shortcuts, settings, logout. */
export function ProfilePage() {
  const { user: storedUser, logout } = useAuth();
  const me = useMe(true);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const user = me.data ?? storedUser;

  const onLogout = async () => {
    setLeaving(true);
    clearBusinessData();
    // The login screen is opened first, so the protected route does not redirect on its own.
    void navigate('/login', { replace: true });
    await logout();
  };

  let content;
  if (user) {
    content = (
      <>
        {me.isError && (
          <Banner kind="error">
            {describeFailure(me.error, {
              refused: t('profile.loadError'),
              service: t('profile.loadError'),
            })}
          </Banner>
        )}
        <ProfileSummary user={user} leaving={leaving} onLogout={() => void onLogout()} />
        <KeepAccountOffer />
        <ProfileTiles />
        <ProfileSettings />
        <ProfilePersonalData />
        <ProfileLanguage />
      </>
    );
  } else if (me.isPending) content = <PageLoading />;
  else {
    content = (
      <Banner kind="error">
        {describeFailure(me.error, {
          refused: t('profile.loadError'),
          service: t('profile.loadError'),
        })}
      </Banner>
    );
  }

  return (
    <>
      <header className="page-header">
        <Link to="/" className="profile-header__home">
          <BackIcon />
          <span>{t('profile.home')}</span>
        </Link>
        <h1 className="page-header__title profile-header__title">{t('profile.title')}</h1>
      </header>
      <div className="page-content">{content}</div>
    </>
  );
}
