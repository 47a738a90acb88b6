import type { ApiError } from '../api/api-error.ts';

/**
 * What a failed call says, as 000 §8.1/§8.2 read it: the server's own text, or `httpText` with
 * the status when the server gave none; null when no answer arrived at all (connection).
 */
export function serverText(error: ApiError, httpText: (status: number) => string): string | null {
  if (error.kind !== 'http') return null;
  // The client falls back to the generic status text when the body had nothing to say.
  return error.generic || error.message === '' ? httpText(error.status) : error.message;
}

/** A fetch that never reached the server (a TypeError such as 'Failed to fetch'). */
export const isConnectionText = (text: string): boolean =>
  /network|failed to fetch|load failed|connection|bağlan/i.test(text);
