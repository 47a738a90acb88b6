import { texts } from '../../../i18n/texts.ts';
import type { SocialProvider } from '../../../lib/auth/open-social-popup.ts';

const t = texts('auth');

/** Google and Apple sign-in (000 §2.5), with the development-mode note (ADR 024). */
export function SocialButtons(props: {
  disabled: boolean;
  onSignIn: (provider: SocialProvider) => void;
}) {
  return (
    <section className="social-sign-in" aria-labelledby="social-sign-in-note">
      <p id="social-sign-in-note" className="social-sign-in__note">
        {t('auth.social.devMode')}
      </p>
      <button
        type="button"
        className="button button--secondary button--block social-sign-in__button"
        disabled={props.disabled}
        onClick={() => props.onSignIn('google')}
      >
        {t('auth.social.google')}
      </button>
      <button
        type="button"
        className="button button--block social-sign-in__button social-sign-in__button--apple"
        disabled={props.disabled}
        onClick={() => props.onSignIn('apple')}
      >
        {t('auth.social.apple')}
      </button>
    </section>
  );
}
