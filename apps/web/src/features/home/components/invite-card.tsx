import { Link } from 'react-router';
import { tr } from '../../../i18n/tr.ts';
import { later } from '../../../i18n/area.ts';

const t = later(() => tr.home.invite);

/** 000 §1, §2.4: the invite-a-friend promotion (50 points per friend), linking to /invite. */
export function InviteCard() {
  return (
    <section className="card home-card home-card--invite" aria-labelledby="home-invite-title">
      <h2 id="home-invite-title" className="home-card__title">
        {t.title}
      </h2>
      <p className="card__text">{t.text}</p>
      <Link to="/invite" className="button">
        {t.link}
      </Link>
    </section>
  );
}
