import type { FastifyInstance } from 'fastify';
import { type MenuChangedEvent, rooms } from '@masa/core/realtime/events';
import { getMenuCache } from '../domain/menu/menu-cache.ts';

/**
 * Menu news of a business, after its write commits. This process's cached menu is checked
 * against the database on its next read (other processes hear of the change through
 * menu_version's NOTIFY, ADR 003); then the news goes to the business's public room, where open
 * diner menus listen and refetch, and to its staff, whose stock screens refetch.
 */
export function emitMenuChanged(app: FastifyInstance, event: MenuChangedEvent): void {
  getMenuCache(app.db).recheck();
  app.io
    .to([rooms.business(event.businessId), rooms.staff(event.businessId)])
    .emit('menu:changed', event);
}
