import { tr } from '../../i18n/tr.ts';
import type { SocialOutcome, SocialProvider } from './open-social-popup.ts';

/**
 * A social sign-in that did not succeed (000 §8.1): a blocked popup says so; the popup's own
 * error message is shown as it is; without one, 'Google ile giriş yapılırken bir hata oluştu.'
 * or the Apple equivalent.
 */
export function socialFailureText(
  provider: SocialProvider,
  outcome: Extract<SocialOutcome, { kind: 'error' } | { kind: 'blocked' }>,
): string {
  if (outcome.kind === 'blocked') return tr.auth.social.popupBlocked;
  return outcome.message ?? tr.auth.social.failed[provider];
}
