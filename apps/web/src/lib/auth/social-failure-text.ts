import { texts } from '../../i18n/texts.ts';
import type { SocialOutcome, SocialProvider } from './open-social-popup.ts';

const t = texts('auth');

/**
 * A social sign-in that did not succeed (000 §8.1): a blocked popup says so; the popup's own
 * error message is shown as it is; without one, 'Google ile giriş yapılırken bir hata oluştu.'
 * or the Apple equivalent.
 */
export function socialFailureText(
  provider: SocialProvider,
  outcome: Extract<SocialOutcome, { kind: 'error' } | { kind: 'blocked' }>,
): string {
  if (outcome.kind === 'blocked') return t('auth.social.popupBlocked');
  return outcome.message ?? t(`auth.social.failed.${provider}`);
}
