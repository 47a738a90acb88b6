import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { getMenuCache } from '../../domain/menu/menu-cache.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { ID_PATTERN } from '../../lib/ids.ts';
import { answerCachedJson, type CachedAnswer } from '../../lib/send-cached-json.ts';

/** A raw request handler that answers what it can and says whether it did. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

const PREFIX = '/api/products/business/';
/** The prefix and a 24-hex id: any other length is not this read (no query, no slash). */
const MENU_URL_LENGTH = PREFIX.length + 24;

/** The request headers the menu's answer depends on (absent: undefined). */
type Asked = { acceptEncoding?: string; acceptLanguage?: string; ifNoneMatch?: string };
const ASKED = new Map<string, keyof Asked>([
  ['accept-encoding', 'acceptEncoding'],
  ['accept-language', 'acceptLanguage'],
  ['if-none-match', 'ifNoneMatch'],
]);

/**
 * The three headers the answer depends on, read from the request's raw list. `request.headers`
 * would build an object of every header the browser sent (a dozen, each name lowercased) for
 * each read, and nothing else here looks at them; when one comes twice its values are joined
 * with ", " as `request.headers` joins them.
 */
function askedOf(raw: string[]): Asked {
  const asked: Asked = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    // Only a name of one of their lengths is lowercased and looked up.
    if (name.length !== 15 && name.length !== 13) continue;
    const key = ASKED.get(name.toLowerCase());
    if (!key) continue;
    const value = raw[i + 1]!;
    asked[key] = asked[key] === undefined ? value : `${asked[key]}, ${value}`;
  }
  return asked;
}

/**
 * The diner's menu read, `GET /api/products/business/{id}` (001 §7), answered before Fastify
 * when this process already holds that business's current menu as bytes
 * (docs/decisions/044-menu-read-before-fastify.md). It is the read every diner makes and the
 * one that changes least: Fastify's routing, hooks, validation and reply objects cost a third
 * of it (26 → 19 µs of server CPU per read in `npm run bench`). The answer is the route's own
 * (`answerCachedJson`: ETag, 304, brotli/gzip) with the security headers of a JSON answer;
 * anything else — another method or path, a query string, a menu not yet loaded or not known
 * current, an unknown business — goes to Fastify untouched, which loads, checks and refuses as
 * it always did.
 */
export function createMenuFastPath({
  db,
  headers,
  log,
}: {
  db: Db;
  /** The security headers every JSON answer carries (plugins/security-headers.ts). */
  headers: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
}): FastPath {
  const cache = getMenuCache(db);
  /** Each answer's whole head as writeHead takes it, made once (answers are shared, frozen). */
  const heads = new WeakMap<CachedAnswer, string[]>();
  const headOf = (answer: CachedAnswer) => {
    let head = heads.get(answer);
    if (!head) {
      // writeHead sends the head at once: without a length the body would go chunked.
      const length =
        answer.body === undefined ? {} : { 'content-length': `${Buffer.byteLength(answer.body)}` };
      head = Object.entries({ ...headers, ...answer.headers, ...length }).flat();
      heads.set(answer, head);
    }
    return head;
  };
  // Fastify's two request lines become one. Decided once: pino's level does not change here.
  const logReads = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(
    'info',
  );
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || url?.length !== MENU_URL_LENGTH || !url.startsWith(PREFIX))
      return false;
    const businessId = url.slice(PREFIX.length);
    if (!ID_PATTERN.test(businessId)) return false;
    const asked = askedOf(request.rawHeaders);
    // In the request's language, as the route answers it (ADR 046).
    const language = requestLanguage(asked.acceptLanguage);
    const cached = cache.currentBody(businessId, { kind: 'menu-products' }, language);
    if (!cached) return false;
    const answer = answerCachedJson(asked.acceptEncoding, asked.ifNoneMatch, cached);
    response.writeHead(answer.status, headOf(answer));
    response.end(answer.body);
    if (logReads)
      log.info({ req: { method: 'GET', url }, res: { statusCode: answer.status } }, 'menu read');
    return true;
  };
}
