import { type MenuChangedEvent, rooms } from '@masa/core/realtime/events';
import type { RealtimeServer } from './socket-server.ts';

/**
 * Menu news of a business, after its write commits: to the business's public room, where open
 * diner menus listen and refetch (the menu cache already follows `menu_version`, ADR 003), and
 * to its staff, whose stock screens refetch.
 */
export function emitMenuChanged(io: RealtimeServer, event: MenuChangedEvent): void {
  io.to([rooms.business(event.businessId), rooms.staff(event.businessId)]).emit(
    'menu:changed',
    event,
  );
}
