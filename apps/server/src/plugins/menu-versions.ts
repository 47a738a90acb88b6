import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getMenuCache } from '../domain/menu/menu-cache.ts';

/**
 * Once the app is ready, its menu cache LISTENs for menu_version changes on a connection of
 * its own, so cached menus are served without a version query per read (ADR 003). Not awaited:
 * until LISTEN is in place (and whenever it is lost) every read checks the version as before.
 */
export const menuVersions = fp(async (app: FastifyInstance) => {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = getMenuCache(app.db).follow();
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
});
