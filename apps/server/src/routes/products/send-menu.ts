import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getMenuCache, type MenuVariant } from '../../domain/menu/menu-cache.ts';
import { notFound } from '../../lib/app-error.ts';
import { sendCachedJson } from '../../lib/send-cached-json.ts';

export const BUSINESS_NOT_FOUND = 'İşletme bulunamadı';

/** Answers a menu read from the cache, with ETag and 304; 404 for an unknown business. */
export async function sendMenu(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  businessId: string,
  variant: MenuVariant,
): Promise<void> {
  const cached = await getMenuCache(app.db).body(businessId, variant);
  if (!cached) throw notFound(BUSINESS_NOT_FOUND, 'BUSINESS_NOT_FOUND');
  sendCachedJson(request, reply, cached);
}
