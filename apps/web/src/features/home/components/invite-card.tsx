import { Link } from 'react-router';
import { texts } from '../../../i18n/texts.ts';

const t = texts('home');

/** 000 §1, §2.4: the invite-a-friend promotion (50 points per friend), linking to /invite. */
export function InviteCard() {
  return (
    <section className="card home-card home-card--invite" aria-labelledby="home-invite-title">
      <h2 id="home-invite-title" className="home-card__title">
        {t('home.invite.title')}
      </h2>
      <p className="card__text">{t('home.invite.text')}</p>
      <Link to="/invite" className="button">
        {t('home.invite.link')}
      </Link>
    </section>
  );
}
