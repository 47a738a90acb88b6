import { bigserial, customType, pgTable } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Owned by @socket.io/postgres-adapter: packets too large for a NOTIFY payload are stored here
 * and fetched by the other server nodes (realtime/socket-server.ts). The adapter deletes old
 * rows itself.
 */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigserial({ mode: 'number' }).unique(),
  createdAt: createdAt(),
  payload: bytea(),
});
