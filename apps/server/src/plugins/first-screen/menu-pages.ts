import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '../../i18n/request-language.ts';
import { readFirstScreenAnswers, resolvePrintedLink } from './first-screen-answers.ts';
import { firstScreenPages } from './first-screen-page.ts';
import { FIRST_SCREEN_SCRIPT_HASH } from './first-screen-script.ts';
import { FIRST_SCREEN_STYLE_HASH } from './render-first-screen.ts';

type Target = { businessId: string | undefined; tableId: string | null; link: string | null };

/**
 * The diner app's pages that open a menu, sent with the menu's first screen in them (ADR 062):
 * a printed table link (/table/{tableId}?business=…) and the menu itself (/menu/{businessId}
 * and /menu/{businessId}/{tableId}). Anything the first screen cannot be drawn for (no
 * business named, an unknown one) gets the plain app shell, which says why.
 */
export function menuPages(
  scope: FastifyInstance,
  {
    distDir,
    indexHtml,
    sendIndex,
  }: {
    distDir: string;
    indexHtml: string;
    sendIndex: (reply: FastifyReply) => FastifyReply;
  },
) {
  const page = firstScreenPages(distDir, indexHtml);
  // The apps' policy with the first screen's inline style and its buttons' script (ADR 087)
  // allowed by their hashes, nothing more.
  const policy = scope.documentPolicy
    .replace("style-src 'self'", `style-src 'self' ${FIRST_SCREEN_STYLE_HASH}`)
    .replace("script-src 'self'", `script-src 'self' ${FIRST_SCREEN_SCRIPT_HASH}`);

  async function send(request: FastifyRequest, reply: FastifyReply, target: Target) {
    // The page is in the request's language, as the answers it carries are.
    reply.header('Vary', 'Accept-Language, Accept-Encoding');
    if (target.businessId === undefined) return sendIndex(reply);
    const language = requestLanguage(request.headers['accept-language']);
    const [answers, scan] = await Promise.all([
      readFirstScreenAnswers(scope, {
        businessId: target.businessId,
        tableId: target.tableId,
        language,
      }),
      target.link === null ? null : resolvePrintedLink(scope, target.link),
    ]);
    if (!answers) return sendIndex(reply);
    const html = page({
      businessId: target.businessId,
      tableId: target.tableId,
      language,
      answers,
      scan: scan ?? null,
    });
    reply
      .header('Cache-Control', 'no-cache')
      .header('content-security-policy', policy)
      .type('text/html; charset=utf-8');
    // The answers make the page tens of KB; gzipped a fifth of that (Slow 3G moves 50 KB a second).
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      return reply.header('Content-Encoding', 'gzip').send(gzipSync(html));
    }
    return reply.send(html);
  }

  scope.get<{ Params: { businessId: string } }>(
    '/menu/:businessId',
    { schema: { hide: true } },
    (request, reply) =>
      send(request, reply, { businessId: request.params.businessId, tableId: null, link: null }),
  );
  scope.get<{ Params: { businessId: string; tableId: string } }>(
    '/menu/:businessId/:tableId',
    { schema: { hide: true } },
    (request, reply) => send(request, reply, { ...request.params, link: null }),
  );
  scope.get<{ Params: { tableId: string }; Querystring: { business?: string } }>(
    '/table/:tableId',
    { schema: { hide: true } },
    (request, reply) =>
      send(request, reply, {
        businessId: typeof request.query.business === 'string' ? request.query.business : undefined,
        tableId: request.params.tableId,
        link: request.url,
      }),
  );
}
