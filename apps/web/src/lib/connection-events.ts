import type { ConnectionEvent } from './connection-notices.ts';

/**
 * What happens to the live connection, told by lib/socket.ts to whoever listens (the app
 * shell's connection notices), without the shell loading socket.io itself.
 */
const listeners = new Set<(event: ConnectionEvent) => void>();

export function publishConnectionEvent(event: ConnectionEvent): void {
  for (const listener of listeners) listener(event);
}

export function onConnectionEvent(listener: (event: ConnectionEvent) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
