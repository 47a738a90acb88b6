import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from './etag.ts';

type Cached = { body: string | Buffer; etag: string };
type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go as they are: compressing them saves less than its headers. */
const MIN_COMPRESSED_BYTES = 1024;

/** What to answer for a cached body: the status, the headers of this answer and its bytes. */
export type CachedAnswer = Readonly<{
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: string | Buffer | undefined;
}>;

/** Each cached body's answers by coding and status, made once and shared (never mutated). */
const answersByBody = new WeakMap<Cached, CachedAnswer[]>();

/**
 * The answer to a read of a pre-serialized JSON body with its strong ETag, or 304 when the
 * client already has it. Compressed with brotli or gzip when the client accepts it, once per
 * body (a 30 KB menu is ~5 KB on a diner's phone); each coding has its own strong ETag, and any
 * of them answers 304. `no-cache` lets browsers keep the body but makes them revalidate every
 * time, so a menu change shows on the next load. Used by the route (`sendCachedJson`) and by
 * the menu's fast path before Fastify (routes/products/menu-fast-path.ts), so both answer alike.
 */
export function answerCachedJson(
  acceptEncoding: string | string[] | undefined,
  ifNoneMatch: string | undefined,
  cached: Cached,
): CachedAnswer {
  const encoding =
    Buffer.byteLength(cached.body) >= MIN_COMPRESSED_BYTES
      ? preferredEncoding(acceptEncoding)
      : undefined;
  const notModified =
    ifNoneMatch !== undefined &&
    [cached.etag, codedEtag(cached.etag, 'br'), codedEtag(cached.etag, 'gzip')].some((tag) =>
      etagMatches(ifNoneMatch, tag),
    );
  let answers = answersByBody.get(cached);
  if (!answers) answersByBody.set(cached, (answers = []));
  // Its slot: two (200, 304) per coding, with no key text to build on each read.
  const slot = (encoding === 'br' ? 0 : encoding === 'gzip' ? 2 : 4) + (notModified ? 1 : 0);
  return (answers[slot] ??= makeAnswer(cached, encoding, notModified));
}

function makeAnswer(
  cached: Cached,
  encoding: Encoding | undefined,
  notModified: boolean,
): CachedAnswer {
  const headers: Record<string, string> = {
    etag: encoding ? codedEtag(cached.etag, encoding) : cached.etag,
    'cache-control': 'public, no-cache',
    // The menu's answers are in the request's language too (ADR 046).
    vary: 'accept-encoding, accept-language',
    // On a 304 too: the headers of a 304 replace the stored answer's, and a JSON answer's
    // security headers are chosen by its type (plugins/security-headers.ts).
    'content-type': 'application/json; charset=utf-8',
  };
  if (notModified) return Object.freeze({ status: 304, headers, body: undefined });
  if (!encoding) return Object.freeze({ status: 200, headers, body: cached.body });
  headers['content-encoding'] = encoding;
  return Object.freeze({ status: 200, headers, body: encode(cached, encoding) });
}

/** Sends a cached body through Fastify (bypassing the route's serializer, which skips strings). */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: Cached): void {
  const answer = answerCachedJson(
    request.headers['accept-encoding'],
    request.headers['if-none-match'],
    cached,
  );
  reply.code(answer.status).headers(answer.headers);
  if (answer.body === undefined) reply.send();
  else reply.send(answer.body);
}

/** Made once per body and coding (the answers that carry it are kept, answersByBody). */
function encode(cached: Cached, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(cached.body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 10,
        },
      })
    : gzipSync(cached.body, { level: 9 });
}

/** `"abc"` → `"abc-br"`: a strong ETag must differ between codings of the same body. */
function codedEtag(etag: string, encoding: Encoding): string {
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/**
 * The answers for the Accept-Encoding texts seen so far: browsers send one of a handful, so
 * parsing each request's header again was a measurable part of a cached menu read. Bounded,
 * as any client may send any text.
 */
const encodingByHeader = new Map<string, Encoding | undefined>();
const MAX_REMEMBERED_HEADERS = 64;

/** brotli if the client accepts it, else gzip, else nothing (`q=0` refuses a coding). */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): Encoding | undefined {
  const header = String(acceptEncoding ?? '');
  if (encodingByHeader.has(header)) return encodingByHeader.get(header);
  const encoding = parseAcceptEncoding(header);
  if (encodingByHeader.size >= MAX_REMEMBERED_HEADERS) encodingByHeader.clear();
  encodingByHeader.set(header, encoding);
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}
