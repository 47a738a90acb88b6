import { Link } from 'react-router';
import { Banner } from '../../../components/ui/banner.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useDownloadMyData } from '../hooks/use-download-my-data.ts';

const t = texts('profile');

/**
 * 'Kişisel verilerim' (issue 35 §5, KVKK 6698 art. 11; ADR 090): the diner downloads what is
 * kept about them, reads the privacy notice, or goes to delete the account.
 */
export function ProfilePersonalData() {
  const { state, error, download } = useDownloadMyData();
  return (
    <section className="card profile-settings" aria-labelledby="profile-personal-data-title">
      <h2 id="profile-personal-data-title" className="profile-settings__title">
        {t('profile.personalData.title')}
      </h2>
      <p className="card__text">{t('profile.personalData.intro')}</p>
      {error && <Banner kind="error">{error}</Banner>}
      {state === 'done' && <Banner kind="success">{t('profile.personalData.downloaded')}</Banner>}
      <div className="profile-personal-data__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={state === 'busy'}
          onClick={download}
        >
          {state === 'busy'
            ? t('profile.personalData.downloading')
            : t('profile.personalData.download')}
        </button>
        <Link to="/privacy" className="profile-personal-data__link">
          {t('profile.personalData.notice')}
        </Link>
        <Link to="/profile/delete" className="profile-personal-data__link">
          {t('profile.personalData.delete')}
        </Link>
      </div>
    </section>
  );
}
