import { texts } from '../../../i18n/texts.ts';

const t = texts('auth');

const REASONS = ['max_retry', 'no_refresh_token', 'refresh_failed'] as const;
type Reason = (typeof REASONS)[number];
const isReason = (value: string | null): value is Reason =>
  (REASONS as readonly (string | null)[]).includes(value);

/**
 * The notice of the login screen for its query (000 §2.1): fromRegister=true, session=expired
 * with an optional reason, error=auth; ours, accountDeleted=true. Null when there is nothing to say.
 */
export function sessionNotice(
  query: URLSearchParams,
): { kind: 'success' | 'warning'; text: string } | null {
  if (query.get('fromRegister') === 'true') {
    return { kind: 'success', text: t('auth.login.fromRegister') };
  }
  if (query.get('session') === 'expired') {
    const reason = query.get('reason');
    return {
      kind: 'warning',
      text: isReason(reason) ? t(`auth.session.${reason}`) : t('auth.session.expired'),
    };
  }
  if (query.get('error') === 'auth') return { kind: 'warning', text: t('auth.session.authError') };
  // Ours (issue 35 §5): after 'Hesabımı sil'.
  if (query.get('accountDeleted') === 'true') {
    return { kind: 'success', text: t('auth.login.accountDeleted') };
  }
  return null;
}
