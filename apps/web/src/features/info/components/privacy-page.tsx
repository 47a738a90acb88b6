import { texts } from '../../../i18n/texts.ts';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { InfoTextPage } from './info-text-page.tsx';

const t = texts('info');

/**
 * /privacy: the aydınlatma metni (KVKK 6698 art. 10; issue 35 §5, ADR 090), linked from
 * registration, the profile and the guest's checkout; a signed-in diner goes back to the profile.
 */
export function PrivacyPage() {
  const { isLoggedIn } = useAuth();
  return (
    <InfoTextPage
      title={t('info.privacyTitle')}
      page="info.privacy"
      backTo={isLoggedIn ? '/profile' : '/register'}
    />
  );
}
