import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getMenuCache, type MenuVariant } from '../../domain/menu/menu-cache.ts';
import { refuse } from '../../lib/app-error.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { sendCachedJson } from '../../lib/send-cached-json.ts';

export const BUSINESS_NOT_FOUND = 'İşletme bulunamadı';

/**
 * Answers a menu read from the cache in the request's language (the business's English texts
 * when asked for, ADR 046), with ETag and 304; 404 for an unknown business.
 */
export async function sendMenu(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  businessId: string,
  variant: MenuVariant,
): Promise<void> {
  const language = requestLanguage(request.headers['accept-language']);
  const cached = await getMenuCache(app.db).body(businessId, variant, language);
  if (!cached) throw refuse(404, 'BUSINESS_NOT_FOUND');
  sendCachedJson(request, reply, cached);
}
