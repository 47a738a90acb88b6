import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refuse } from '../../lib/app-error.ts';

/** Visible ASCII, 1–255 characters: a UUID, a ULID or any client-made token. */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export const INVALID_IDEMPOTENCY_KEY = 'Geçersiz Idempotency-Key başlığı';

/**
 * The `headers` schema of a route that honours `Idempotency-Key` (loose: other headers pass),
 * so the header shows in the OpenAPI document.
 */
export const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(KEY_PATTERN, INVALID_IDEMPOTENCY_KEY)
    .optional()
    .describe(
      'Optional. A repeated request with the same key (per signed-in user) answers the first response and writes nothing; the same key with a different body answers 422.',
    ),
});

/** The request's Idempotency-Key, or undefined when it sent none. */
export function readIdempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw refuse(400, 'INVALID_IDEMPOTENCY_KEY');
  }
  return value;
}
