import { TABLE_SESSION_KEY_HEADER } from '@masa/core/tables/table-session.schemas';
import type { FastifyRequest } from 'fastify';
import { hashSecretToken } from '../../lib/secret-token.ts';

/**
 * The key a phone got when it joined a table's sitting (ADR 042), sent as X-Table-Session-Key.
 * Only its SHA-256 is stored (table_session_diners.key_hash), like a refresh token.
 */
export function requestSessionKey(request: FastifyRequest): string | null {
  const value = request.headers[TABLE_SESSION_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  return key && key.length <= 64 ? key : null;
}

/** The stored form of a key, or null for none. */
export const sessionKeyHash = (key: string | null | undefined): string | null =>
  key ? hashSecretToken(key) : null;
