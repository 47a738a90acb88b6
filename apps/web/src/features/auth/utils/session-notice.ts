import { tr } from '../../../i18n/tr.ts';

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
    return { kind: 'success', text: tr.auth.login.fromRegister };
  }
  if (query.get('session') === 'expired') {
    const reason = query.get('reason');
    return {
      kind: 'warning',
      text: isReason(reason) ? tr.auth.session[reason] : tr.auth.session.expired,
    };
  }
  if (query.get('error') === 'auth') return { kind: 'warning', text: tr.auth.session.authError };
  // Ours (issue 35 §5): after 'Hesabımı sil'.
  if (query.get('accountDeleted') === 'true') {
    return { kind: 'success', text: tr.auth.login.accountDeleted };
  }
  return null;
}
