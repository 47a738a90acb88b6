import { LinkCard } from '../../../components/ui/link-card.tsx';
import { texts } from '../../../i18n/texts.ts';

const t = texts('home');

/** 000 §1, §2.4: the invite-a-friend promotion (50 points per friend), linking to /invite. */
export function InviteCard() {
  return (
    <LinkCard
      block="home-card"
      className="home-card--invite"
      title={t('home.invite.title')}
      to="/invite"
      link={t('home.invite.link')}
    >
      <p className="card__text">{t('home.invite.text')}</p>
    </LinkCard>
  );
}
