import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag.ts';

/**
 * Sends a pre-serialized JSON body (bypassing the route's serializer, which skips strings) with its strong ETag, or 304 when the client already has it.
 * `no-cache` lets browsers keep the body but makes them revalidate every time, so a menu change
 * shows on the next load.
 */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: { body: string | Buffer; etag: string },
): void {
  reply.header('etag', cached.etag).header('cache-control', 'public, no-cache');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) {
    reply.code(304).send();
    return;
  }
  reply.type('application/json; charset=utf-8').send(cached.body);
}
