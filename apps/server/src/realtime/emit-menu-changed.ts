import type { FastifyInstance } from 'fastify';
import { type MenuChangedEvent, rooms } from '@masa/core/realtime/events';
import type { Db } from '../db/client.ts';
import { getMenuCache } from '../domain/menu/menu-cache.ts';
import type { Tx } from '../lib/db-tx.ts';
import { afterCommit, type OutboxEvent } from './outbox.ts';
import { publish } from './publish.ts';

/**
 * Menu news of a business: to its public room, where open diner menus listen and refetch, and
 * to its staff, whose stock screens refetch. Given the write's transaction, it is published
 * after the commit (ADR 096); otherwise call it after the commit. This process's cached menu is
 * checked against the database on its next read from the commit on, before the route answers; other
 * processes hear of the change through menu_version's NOTIFY, sent for the write by the outbox
 * relay (ADR 003, ADR 096).
 */
export function emitMenuChanged(
  app: FastifyInstance,
  event: MenuChangedEvent,
  tx?: Tx,
): Promise<void> | void {
  if (tx) return writeMenuChanged({ db: app.db, tx, event });
  afterCommit(() => getMenuCache(app.db).recheck());
  publish(app.io, [menuNews(event)]);
}

/** The news written in the write's transaction `tx` on `db`, for a domain write that owns it. */
export function writeMenuChanged({
  db,
  tx,
  event,
}: {
  db: Db;
  tx: Tx;
  event: MenuChangedEvent;
}): Promise<void> {
  afterCommit(() => getMenuCache(db).recheck());
  return publish(tx, [menuNews(event)]);
}

function menuNews(event: MenuChangedEvent): OutboxEvent {
  return {
    rooms: [rooms.business(event.businessId), rooms.staff(event.businessId)],
    event: 'menu:changed',
    payload: event,
  };
}
