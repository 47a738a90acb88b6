import type { connection as source } from '../tr/connection.ts';
import type { Texts } from '../texts-type.ts';

export const connection: Texts<typeof source> = {
  offline: 'You are offline. Your information will refresh when the connection is back.',
  online: 'You are back online.',
  lost: 'Connection lost, reconnecting...',
  timeout: 'The connection timed out, trying again...',
  checkInternet: 'Check your internet connection and try again',
  switching: 'Trying another way to connect...',
  waiting: 'Waiting for the server, trying again in a few seconds...',
  restored: 'Connection restored',
};
