import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { texts } from '../../../i18n/texts.ts';
import { useMe } from '../../../lib/auth/get-me.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { buildInviteLink } from '../utils/build-invite-link.ts';
import { InviteLinkCard } from './invite-link-card.tsx';
import './info.css';

const t = texts('info');

/** /invite: the 50-point promotion, the user's own invite link and current points. */
export function InvitePage() {
  const { isLoggedIn, user: storedUser } = useAuth();
  const me = useMe(isLoggedIn);
  const user = me.data ?? storedUser;
  const inviteCode = typeof user?.inviteCode === 'string' ? user.inviteCode : '';
  const points = typeof user?.loyaltyPoints === 'number' ? user.loyaltyPoints : 0;

  return (
    <>
      <PageHeader title={t('info.inviteTitle')} backTo="/" />
      <div className="page-content">
        <section className="card invite-hero">
          <h2 className="invite-hero__title">{t('info.invite.headline')}</h2>
          <p className="invite-hero__reward">{t('info.invite.reward')}</p>
          <h3 className="invite-hero__steps-title">{t('info.invite.stepsTitle')}</h3>
          <ol className="invite-hero__steps">
            {t.list('info.invite.steps').map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
        {!isLoggedIn ? (
          <section className="card form">
            <p className="card__text">{t('info.invite.signedOut')}</p>
            <Link to="/login?redirectPath=%2Finvite" className="button button--block">
              {t('info.invite.login')}
            </Link>
            <Link to="/register" className="button button--secondary button--block">
              {t('info.invite.register')}
            </Link>
          </section>
        ) : (
          <>
            {inviteCode && (
              <InviteLinkCard link={buildInviteLink(window.location.origin, inviteCode)} />
            )}
            <section className="card invite-points" aria-labelledby="invite-points-label">
              <h2 id="invite-points-label" className="invite-points__label">
                {t('info.invite.points')}
              </h2>
              <p className="invite-points__value">{t('info.invite.pointsValue', { points })}</p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
