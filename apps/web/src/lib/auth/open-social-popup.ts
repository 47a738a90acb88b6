import { apiUrl } from '../api/api-config.ts';
import { readSession, type Session } from './read-session.ts';

export type SocialProvider = 'google' | 'apple';

export type SocialOutcome =
  | { kind: 'success'; session: Session }
  | { kind: 'error'; message: string | null }
  | { kind: 'closed' }
  | { kind: 'blocked' };

/** How often a closed popup is noticed, and how long a message may still arrive after. */
const CLOSED_POLL_MS = 400;
const CLOSED_GRACE_MS = 300;

/**
 * Opens /api/auth/{provider} in a popup and waits for its message (000 §4.1):
 * `{GOOGLE|APPLE}_AUTH_SUCCESS` with user and token, or `…_AUTH_ERROR`. Only messages from
 * this origin and from that popup count. Closing the popup ends the wait.
 */
export function openSocialPopup(provider: SocialProvider): Promise<SocialOutcome> {
  const popup = window.open(
    apiUrl(`/auth/${provider}`),
    `masa-${provider}-auth`,
    'popup=yes,width=480,height=640',
  );
  if (!popup) return Promise.resolve({ kind: 'blocked' });
  const prefix = provider.toUpperCase();

  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SocialOutcome) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown; message?: unknown } | null;
      if (data?.type === `${prefix}_AUTH_SUCCESS`) {
        const session = readSession(data);
        finish(session ? { kind: 'success', session } : { kind: 'error', message: null });
      } else if (data?.type === `${prefix}_AUTH_ERROR`) {
        const message = typeof data.message === 'string' && data.message ? data.message : null;
        finish({ kind: 'error', message });
      }
    };
    const poll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll);
      setTimeout(() => finish({ kind: 'closed' }), CLOSED_GRACE_MS);
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
  });
}
