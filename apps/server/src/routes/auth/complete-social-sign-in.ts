import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../domain/auth/auth-messages.ts';
import type { Session } from '../../domain/auth/issue-session.ts';
import { signInSocial } from '../../domain/auth/sign-in-social.ts';
import type { SocialIdentity, SocialProvider } from '../../domain/auth/verify-provider-id-token.ts';
import { AppError } from '../../lib/app-error.ts';
import { loggableError } from '../../lib/pg-errors.ts';

/**
 * Runs a popup sign-in to its end: the session, or the message the popup posts as
 * `*_AUTH_ERROR` (a domain error's own message; anything unexpected is logged and shown as the
 * provider's message of 000 §8.1).
 */
export async function completeSocialSignIn(
  app: FastifyInstance,
  provider: SocialProvider,
  identity: () => Promise<SocialIdentity>,
  userAgent?: string,
): Promise<{ session: Session } | { error: string }> {
  try {
    const session = await signInSocial({
      db: app.db,
      config: app.config,
      now: app.clock.now(),
      provider,
      identity: await identity(),
      userAgent,
      endSessions: app.sessions.end,
    });
    return { session };
  } catch (error) {
    if (error instanceof AppError) return { error: error.message };
    app.log.error({ err: loggableError(error) }, 'social sign-in failed');
    return { error: AUTH_MESSAGES.socialFailed[provider] };
  }
}
