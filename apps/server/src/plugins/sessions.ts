import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionRevocations, recentlyEndedSessions } from '../domain/auth/session-revocations.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** True when the session an access token belongs to has ended. */
      isEnded: (sessionId: string | undefined) => boolean;
      /**
       * Ends sessions everywhere at once: this node's requests and sockets now, the other
       * nodes' through the realtime adapter. Call it after the refresh tokens were revoked.
       */
      end: (sessionIds: string[]) => void;
    };
  }
}

export const SESSIONS_ENDED_EVENT = 'sessions:ended';

/**
 * Ended sessions (docs/decisions/010-sessions-end-at-once.md): logout, password reset, an
 * e-mail change and a reused refresh token revoke a refresh-token family in the database; its
 * access tokens stop working on every node at once and its sockets are disconnected.
 */
export const sessions = fp(async (app: FastifyInstance) => {
  const keepSeconds = app.config.accessTokenTtlSeconds + 60;
  const ended = new SessionRevocations(keepSeconds * 1000);

  const endLocally = (ids: string[]) => {
    ended.add(ids);
    const gone = new Set(ids);
    for (const socket of app.io.of('/').sockets.values()) {
      const sessionId = socket.data.principal?.sessionId;
      if (sessionId && gone.has(sessionId)) socket.disconnect(true);
    }
  };

  app.decorate('sessions', {
    isEnded: (sessionId: string | undefined) => sessionId !== undefined && ended.has(sessionId),
    end: (ids: string[]) => {
      if (ids.length === 0) return;
      endLocally(ids);
      app.io.serverSideEmit(SESSIONS_ENDED_EVENT, ids);
    },
  });

  app.addHook('onReady', async () => {
    app.io.on(SESSIONS_ENDED_EVENT, (ids: string[]) => endLocally(ids));
    ended.add(await recentlyEndedSessions({ db: app.db, withinSeconds: keepSeconds }));
  });
});
